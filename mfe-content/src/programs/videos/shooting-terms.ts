/**
 * What the shop pays for a customer's install video, in cents of the customer's shop currency
 * (spec §5: USD in the US shop, CAD in Canada). One place, so the page says the same numbers everywhere.
 */
export const SHOOTING_REWARDS = {
  acceptedCents: 4_000,
  featuredCents: 15_000,
  /** Videos per customer and month that earn the reward. */
  perMonth: 3,
  reviewBusinessDays: 5,
  minSeconds: 60,
  maxMinutes: 15,
} as const;

export const VIDEO_SUBMIT_EMAIL = 'videos@axlebay.com';
