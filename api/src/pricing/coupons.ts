import type { ShopId } from '../catalog/shop-prices';
import { shopSettingsFor } from '../settings/shop-settings-data';

/**
 * The coupon codes of the shop settings (spec §3 "Shop settings and content": coupon types member,
 * guest, review, more item, survey, action; Black Friday 2024 with BF_CODE; Black Friday normal coupon).
 */
export type CouponType = 'member' | 'guest' | 'review' | 'moreItem' | 'survey' | 'action' | 'blackFriday' | 'blackFridayNormal' | 'campaign';

export interface Coupon {
  type: CouponType;
  /** Upper case, as the shop settings spell it. */
  code: string;
  percent: number;
  active: boolean;
  /** Needs a signed-in buyer. */
  signInRequired: boolean;
  /** Only when the shopper has no order yet (paid or awaiting payment). */
  firstOrderOnly: boolean;
  /** Needs this many purchasable items in the cart. */
  minItems: number;
  /** Once per account or email. */
  oncePerCustomer: boolean;
  /** Why an inactive coupon is refused (default "This code has expired"): a campaign's not started yet. */
  inactiveMessage?: string;
}

const COUPON_TYPE_KEYS = ['member', 'guest', 'review', 'moreItem', 'survey', 'action'] as const;

const asRecord = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});
const asNumber = (v: unknown, fallback = 0) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

function coupon(type: CouponType, raw: Record<string, unknown>, code: unknown, active: boolean): Coupon | undefined {
  const percent = asNumber(raw.percent);
  if (typeof code !== 'string' || code.trim() === '' || percent <= 0 || percent >= 100) return undefined;
  return {
    type,
    code: code.trim().toUpperCase(),
    percent,
    active,
    signInRequired: type === 'member' || type === 'review',
    firstOrderOnly: raw.firstOrderOnly === true || type === 'guest',
    minItems: Math.max(0, Math.floor(asNumber(raw.minItems))),
    oncePerCustomer: type === 'survey' || type === 'action',
  };
}

/** Every coupon of this shop's settings, active or not (an inactive one answers "expired"). */
export function shopCoupons(shopId: ShopId): Coupon[] {
  const settings = shopSettingsFor(shopId);
  const types = asRecord(settings.COUPON_TYPES);
  const list: (Coupon | undefined)[] = COUPON_TYPE_KEYS.map((key) => {
    const raw = asRecord(types[key]);
    return coupon(key, raw, raw.code, raw.active !== false);
  });
  const bf = asRecord(settings.BLACK_FRIDAY_2024);
  list.push(coupon('blackFriday', bf, bf.BF_CODE, bf.active === true));
  const bfNormal = asRecord(settings.BLACK_FRIDAY_NORMAL_COUPON);
  list.push(coupon('blackFridayNormal', bfNormal, bfNormal.code, bfNormal.active === true));
  return list.filter((c): c is Coupon => c !== undefined);
}

/** Codes are case-insensitive and whitespace-trimmed (inner spaces too: "welcome 10" is WELCOME10). */
export const normalizeCode = (raw: string) => raw.replace(/\s+/g, '').toUpperCase();

export function findCoupon(shopId: ShopId, rawCode: string): Coupon | undefined {
  const code = normalizeCode(rawCode);
  return shopCoupons(shopId).find((c) => c.code === code);
}

/** The shopper's label of a coupon: "WELCOME10: 10% off your first order". */
export function couponLabel(c: Coupon): string {
  const off = `${c.code}: ${c.percent}% off`;
  if (c.firstOrderOnly) return `${off} your first order`;
  if (c.minItems > 0) return `${off} ${c.minItems} or more items`;
  switch (c.type) {
    case 'member':
      return `${off} for members`;
    case 'review':
      return `${off}, thanks for your review`;
    case 'survey':
      return `${off}, thanks for your feedback`;
    case 'blackFriday':
    case 'blackFridayNormal':
      return `${off} for Black Friday`;
    default:
      return `${off} your order`;
  }
}

/** The conditions a shopper is told about (coupon list, code check). */
export function couponConditions(c: Coupon): string[] {
  const out: string[] = [];
  if (c.signInRequired) out.push('Sign in to use');
  if (c.firstOrderOnly) out.push('First order only');
  if (c.minItems > 0) out.push(`${c.minItems} or more items in the cart`);
  if (c.oncePerCustomer) out.push('Once per customer');
  out.push('Cannot be combined with another discount code or the first-order discount');
  return out;
}
