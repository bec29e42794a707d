/** Shop settings (spec §3 "Shop settings and content"): JSON-valued keys, per shop (2022 US, 2023 Canada). */
export function shopSettingsFor(shopId: 2022 | 2023): Record<string, unknown> {
  const ca = shopId === 2023;
  return {
    COUPON_TYPES: {
      member: { code: 'MEMBER5', percent: 5 },
      guest: { code: 'WELCOME10', percent: 10, firstOrderOnly: true },
      review: { code: 'REVIEW8', percent: 8 },
      moreItem: { code: 'MORE15', percent: 15, minItems: 3 },
      survey: { code: 'SURVEY5', percent: 5 },
      action: { code: 'ACTION12', percent: 12 },
    },
    GLOBAL_ANNOUNCEMENT: { active: true, info: ca ? 'Free shipping across Canada on orders over CA$99' : 'Free shipping on orders over $79' },
    NAV_BAR_BACKGROUND: { color: '#0f1b2d' },
    BLACK_FRIDAY_2024: { active: false, BF_CODE: 'BF2024', percent: 25 },
    BLACK_FRIDAY_NORMAL_COUPON: { active: false, code: 'BFSAVE10', percent: 10 },
    GLOBAL_MODAL_CONFIG: { active: false, title: '', body: '' },
    COMPANY_ADDRESS: ca ? '200 Bay St, Toronto, ON M5J 2J2, Canada' : '1200 Market St, Wilmington, DE 19801, USA',
    COMPANY_PHONE: ca ? '+1 (416) 555-0142' : '+1 (302) 555-0142',
    SERVICE_EMAIL: 'support@axlebay.example',
    BUSINESS_EMAIL: 'partners@axlebay.example',
  };
}

/** Buyer config entries (`/infra/public/buyer/config/list`, page 1 size 100 in the storefront). */
export function buyerConfigsFor(shopId: 2022 | 2023): Array<{ key: string; value: string }> {
  return [
    { key: 'RETURN_WINDOW_DAYS', value: '90' },
    { key: 'CURRENCY', value: shopId === 2023 ? 'CAD' : 'USD' },
    { key: 'FREE_SHIPPING_THRESHOLD_CENTS', value: shopId === 2023 ? '9900' : '7900' },
    { key: 'PROMO_TEXT', value: 'Instantly SAVE up to 60% on Add-on items below' },
    { key: 'LOGISTICS_PLAN', value: 'Standard Shipping' },
    { key: 'SUPPORT_HOURS', value: '24/7' },
    { key: 'PAYMENT_METHODS', value: 'oceanpayment,payPal,stripe,payLater,googlePay,applePay,klarna' },
  ];
}
