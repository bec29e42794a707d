import type { Executor } from '../accounts/executor';
import type { ShopId } from '../catalog/shop-prices';
import { hasCountedOrder, usedCoupon, type Buyer } from './buyer-history';
import { couponLabel, findCoupon, normalizeCode, type Coupon } from './coupons';
import { checkDynamicCode, looksDynamic } from './dynamic-code';
import { campaignCoupon } from '../campaigns/campaign-coupon';

/** A code the shopper typed (spec §7 Promotion): a coupon of the shop settings or a dynamic code. */
export type CodeCheck =
  | { valid: true; kind: 'COUPON' | 'DYNAMIC_CODE'; code: string; percent: number; label: string; coupon?: Coupon; expiresOn?: string }
  | { valid: false; code: string; message: string; coupon?: Coupon; percent?: number; expiresOn?: string };

export interface CodeContext {
  shopId: ShopId;
  buyer: Buyer;
  signedIn: boolean;
  today: Date;
  /** Purchasable items in the cart; undefined when checking a code without a cart (the item minimum is not checked). */
  itemCount?: number;
}

export const CODE_NOT_VALID = 'This code is not valid';
export const CODE_EXPIRED = 'This code has expired';

const moreItemsMessage = (missing: number, code: string) => `Add ${missing} more ${missing === 1 ? 'item' : 'items'} to use ${code}`;

/** Whether the code applies for this shopper and cart, and what it gives; why not otherwise. */
export async function checkCode(executor: Executor, rawCode: string, ctx: CodeContext): Promise<CodeCheck> {
  const code = normalizeCode(rawCode);
  if (looksDynamic(code)) {
    const dyn = checkDynamicCode(code, ctx.today);
    if (!dyn.valid) return dyn;
    return { valid: true, kind: 'DYNAMIC_CODE', code, percent: dyn.percent, label: `${code}: ${dyn.percent}% off`, expiresOn: dyn.expiresOn };
  }
  // A campaign's code (spec §2 campaigns) works while its campaign runs at `today`.
  const coupon = findCoupon(ctx.shopId, code) ?? (await campaignCoupon(executor, ctx.shopId, code, ctx.today));
  if (!coupon) return { valid: false, code, message: CODE_NOT_VALID };
  const refuse = (message: string): CodeCheck => ({ valid: false, code, message, coupon, percent: coupon.percent });
  if (!coupon.active) return refuse(coupon.inactiveMessage ?? CODE_EXPIRED);
  if (coupon.signInRequired && !ctx.signedIn) return refuse(`Sign in to use ${coupon.code}`);
  if (coupon.firstOrderOnly && (await hasCountedOrder(executor, ctx.buyer))) return refuse(`${coupon.code} is for a first order only`);
  if (coupon.oncePerCustomer && (await usedCoupon(executor, coupon.code, ctx.buyer))) return refuse(`You have already used ${coupon.code}`);
  if (ctx.itemCount !== undefined && ctx.itemCount < coupon.minItems) return refuse(moreItemsMessage(coupon.minItems - ctx.itemCount, coupon.code));
  return { valid: true, kind: 'COUPON', code: coupon.code, percent: coupon.percent, label: couponLabel(coupon), coupon };
}
