import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { cartOwner } from '../cart/cart-owner';
import { ok } from '../http/envelope';
import { accountEmail } from '../pricing/buyer-history';
import { couponConditions, couponLabel, shopCoupons } from '../pricing/coupons';
import { checkCode } from '../pricing/promotion-code';
import type { RouteDeps } from '../routes';
import { assertPlainText } from './plain-text';
import { RedeemBody } from './promotion-schemas';

export const REDEEM_CODE_PATH = '/promotion/public/promotion/redeem';
export const COUPONS_PATH = '/promotion/public/promotion/calculator/coupons';

/**
 * Coupons (spec §3 shop settings coupon types, §7 Promotion "redeem" and "calculator/coupons"): the
 * active coupons with their conditions, and a check of a code without a cart (nothing is stored; the
 * item minimum is checked by the calculator, on the cart).
 */
export async function couponRoutes(app: FastifyInstance, { database }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.post(REDEEM_CODE_PATH, { schema: { body: RedeemBody } }, async (request) => {
    assertPlainText(request.body, ['code']);
    const accountId = cartOwner(request);
    const email = accountId === undefined ? undefined : await accountEmail(database.db, accountId);
    const check = await checkCode(database.db, request.body.code, { shopId: request.shopId, buyer: { accountId, email }, signedIn: accountId !== undefined, today: new Date() });
    const type = check.coupon?.type ?? (check.valid ? 'dynamic' : null);
    if (!check.valid) {
      return ok({ code: check.code, type, percent: check.percent ?? null, label: check.coupon ? couponLabel(check.coupon) : null, valid: false, message: check.message });
    }
    const minItems = check.coupon?.minItems ?? 0;
    const message = minItems > 0 ? `${check.label}. Needs ${minItems} or more items in the cart` : check.label;
    return ok({ code: check.code, type, percent: check.percent, label: check.label, valid: true, message });
  });

  r.get(COUPONS_PATH, async (request) =>
    ok(
      shopCoupons(request.shopId)
        .filter((c) => c.active)
        .map((c) => ({
          code: c.code,
          type: c.type,
          percent: c.percent,
          label: couponLabel(c),
          conditions: couponConditions(c),
          signInRequired: c.signInRequired,
          firstOrderOnly: c.firstOrderOnly,
          minItems: c.minItems,
          oncePerCustomer: c.oncePerCustomer,
        })),
    ),
  );
}
