import type { FastifyInstance } from 'fastify';
import { cartOwner } from '../cart/cart-owner';
import { currencyOf } from '../catalog/shop-prices';
import { ok } from '../http/envelope';
import { accountEmail, availablePoints, hasCountedOrder, usedFirstDiscount } from '../pricing/buyer-history';
import { couponLabel, shopCoupons, type Coupon } from '../pricing/coupons';
import { CENTS_PER_100_POINTS, MAX_POINTS_SHARE_PERCENT, POINTS_STEP } from '../pricing/points';
import { FIRST_ORDER_PERCENT } from '../pricing/quote-cart';
import type { RouteDeps } from '../routes';

export const MEMBER_DISCOUNT_PATH = '/promotion/public/promotion/calculator/discount/member';
export const REDEEM_INFO_PATH = '/promotion/public/promotion/calculator/discount/redeem';
export const SIGN_IN_TO_USE = 'Sign in to use';

interface Offer {
  code: string;
  percent: number;
  label: string;
  available: boolean;
  reason?: string;
}

const offer = (c: Coupon, reason?: string): Offer => ({ code: c.code, percent: c.percent, label: couponLabel(c), available: !reason, ...(reason ? { reason } : {}) });

/**
 * What the shopper may use (spec §3 User data useFirstDiscount, §7 Promotion "discount/member",
 * "discount/redeem"): the first-order discount, the member and welcome coupons, the points.
 */
export async function memberRoutes(app: FastifyInstance, { database }: RouteDeps) {
  app.get(MEMBER_DISCOUNT_PATH, async (request) => {
    const accountId = cartOwner(request);
    const coupons = shopCoupons(request.shopId).filter((c) => c.active);
    const member = coupons.find((c) => c.type === 'member');
    const welcome = coupons.find((c) => c.type === 'guest');
    if (accountId === undefined) {
      return ok({
        signedIn: false,
        firstOrderDiscount: { available: false, percent: FIRST_ORDER_PERCENT, reason: SIGN_IN_TO_USE },
        memberCoupon: member ? offer(member, SIGN_IN_TO_USE) : null,
        welcomeCoupon: welcome ? offer(welcome) : null,
        points: 0,
      });
    }
    const db = database.db;
    const email = await accountEmail(db, accountId);
    const firstUsed = await usedFirstDiscount(db, accountId);
    const ordered = await hasCountedOrder(db, { accountId, email });
    return ok({
      signedIn: true,
      firstOrderDiscount: { available: !firstUsed, percent: FIRST_ORDER_PERCENT, ...(firstUsed ? { reason: 'Already used' } : {}) },
      memberCoupon: member ? offer(member) : null,
      welcomeCoupon: welcome ? offer(welcome, ordered ? 'For a first order only' : undefined) : null,
      points: await availablePoints(db, accountId),
    });
  });

  app.get(REDEEM_INFO_PATH, async (request) => {
    const accountId = cartOwner(request);
    return ok({
      points: accountId === undefined ? 0 : await availablePoints(database.db, accountId),
      pointsStep: POINTS_STEP,
      centsPer100Points: CENTS_PER_100_POINTS,
      maxShareOfMerchandisePercent: MAX_POINTS_SHARE_PERCENT,
      currency: currencyOf(request.shopId),
    });
  });
}
