/**
 * How to reach the company in a market (spec §3 shop settings COMPANY_ADDRESS, COMPANY_PHONE,
 * SERVICE_EMAIL, BUSINESS_EMAIL, from `/infra/public/shop-setting/v2`): the shell's footer and
 * content's help and about pages show it.
 */
export interface CompanyContact {
  address: string;
  phone: string;
  serviceEmail: string;
  businessEmail: string;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The contact in a market's shop settings; a missing or non-text value is empty. */
export function companyContactOf(settings: Record<string, unknown>): CompanyContact {
  return {
    address: textOf(settings.COMPANY_ADDRESS),
    phone: textOf(settings.COMPANY_PHONE),
    serviceEmail: textOf(settings.SERVICE_EMAIL),
    businessEmail: textOf(settings.BUSINESS_EMAIL),
  };
}

/** `tel:` form of a phone number as written ("+1 (416) 555-0142" → "tel:+14165550142"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
