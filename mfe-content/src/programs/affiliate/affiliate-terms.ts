import type { FaqEntry } from '../FaqList';

/**
 * The affiliate terms, in one place so every sentence on the page says the same numbers.
 * Amounts are whole dollars of the referred order's shop (USD in the US shop, CAD in Canada).
 */
export const AFFILIATE_TERMS = {
  commissionPercent: 6,
  /** After this many approved orders in a calendar month, the month's rate. */
  proThresholdOrders: 50,
  proCommissionPercent: 8,
  cookieDays: 30,
  /** Days after delivery before a commission is approved (a return in that time cancels it). */
  approvalDays: 30,
  payoutMinimum: 50,
  /** Paid by this day of the month, for commissions approved in the month before. */
  payoutDay: 15,
  replyBusinessDays: 2,
} as const;

const t = AFFILIATE_TERMS;

export const AFFILIATE_AUDIENCES: ReadonlyArray<[string, string]> = [
  ['Creators', 'YouTube, TikTok and Instagram channels, blogs and newsletters about cars, trucks, DIY repair and builds. Link the exact part you fitted on camera.'],
  ['Installers', 'Independent shops and mobile mechanics whose customers buy their own parts. Send them a link to the part that fits, earn on the order, keep the labour.'],
  ['Car clubs', 'Owners’ clubs, forums and track-day groups. One club link for the members’ parts orders, and a monthly report of what the club bought.'],
];

export const AFFILIATE_STEPS: ReadonlyArray<[string, string]> = [
  ['Apply', `Send the partnership form and choose "Affiliate or creator". We reply within ${t.replyBusinessDays} business days.`],
  ['Get your links', 'Once approved, you get a dashboard to make a tracked link to any page of the shop: a part, a category, a search or a vehicle.'],
  ['Share', `Put the links in your videos, posts and emails. A visit through your link is yours for ${t.cookieDays} days.`],
  ['Earn', `You earn ${t.commissionPercent}% of every order placed in that time, approved ${t.approvalDays} days after delivery and paid monthly.`],
];

export const AFFILIATE_FAQ: readonly FaqEntry[] = [
  [
    'What does the commission apply to?',
    `To the order's item subtotal after discounts, without tax, shipping or fees. The rate is ${t.commissionPercent}%, or ${t.proCommissionPercent}% for every order of a month in which you had ${t.proThresholdOrders} approved orders or more.`,
  ],
  [
    'How long does a referral count?',
    `${t.cookieDays} days from the shopper's click on one of your links: an order placed from the same browser in that time is yours.`,
  ],
  [
    'When and how am I paid?',
    `Commissions are approved ${t.approvalDays} days after the order is delivered; a return within that time cancels the commission on the returned items. Approved commissions are paid by the ${t.payoutDay}th of the next month by bank transfer or PayPal, once your balance reaches $${t.payoutMinimum}. US partners are paid in USD, Canadian partners in CAD.`,
  ],
  [
    'Can I use coupon codes or bid on the Axlebay name?',
    'You get your own code for your audience. Ads on search engines that bid on the Axlebay name, and coupon sites that post codes that are not theirs, are not allowed.',
  ],
  [
    'Do I need a large audience?',
    'No. We look for a real audience that works on its own vehicles or on its customers’ vehicles. A local shop or a club of 40 members is welcome.',
  ],
  [
    'I am a parts brand. Is this for me?',
    'Brands sell through the partnership program, not the affiliate program. Use the same form and choose "Parts brand or manufacturer".',
  ],
];
