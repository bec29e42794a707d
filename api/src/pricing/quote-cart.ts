import type { Executor } from '../accounts/executor';
import { currencyOf } from '../catalog/shop-prices';
import { accountEmail, availablePoints, usedFirstDiscount, type Buyer } from './buyer-history';
import { spreadByLargestRemainder, percentOf } from './money';
import { pointsToCents, pointsToUse } from './points';
import { checkCode, type CodeCheck } from './promotion-code';
import { pricedCartLines, type PricedLine } from './quote-lines';
import type { DiscountLine, Quote, QuoteInput, QuoteLine, QuoteNotice } from './quote-types';
import { isRemote } from './regions';
import { DEFAULT_SHIPPING_METHOD, freeShippingThresholdCent, shippingOptions } from './shipping';
import { destinationOf, taxFor } from './tax';

export type { QuoteInput } from './quote-types';

/** Spec §3 User data useFirstDiscount: 10% off the merchandise of a buyer's first order. */
export const FIRST_ORDER_PERCENT = 10;
export const FIRST_ORDER_LABEL = `First order: ${FIRST_ORDER_PERCENT}% off`;
export const ONE_CODE_MESSAGE = 'Only one discount code can be used per order; the larger discount was applied';

interface OrderDiscount {
  line: DiscountLine;
  field: 'couponCode' | 'useFirstDiscount';
}

/**
 * The price of a cart (spec §7 Promotion "calculator/discount/used"), computed from the server's own
 * data only: the cart's lines and the catalog's prices in this market, the shop settings' coupons,
 * the buyer's orders and points. Rules: api/src/pricing/README.md. Reads only; the order placement
 * calls it inside its transaction with the same input to charge exactly what was shown.
 */
export async function quoteCart(executor: Executor, input: QuoteInput): Promise<Quote> {
  const { shopId } = input;
  const today = input.today ?? new Date();
  const notices: QuoteNotice[] = [];
  const priced = input.cartId === undefined ? [] : await pricedCartLines(executor, input.cartId, shopId);
  const buying = priced.filter((l) => l.purchasable);
  const itemCount = buying.reduce((n, l) => n + l.itemCount, 0);
  const subtotalCent = buying.reduce((n, l) => n + l.unitPriceCent * l.itemCount, 0);
  const originalSubtotalCent = buying.reduce((n, l) => n + l.unitOriginalCent * l.itemCount, 0);
  const notBuyable = priced.filter((l) => !l.purchasable).length;
  if (notBuyable > 0) {
    const one = notBuyable === 1;
    notices.push({ field: 'items', message: `${notBuyable} ${one ? 'item' : 'items'} in your cart cannot be bought right now and ${one ? 'is' : 'are'} not counted` });
  }

  const signedIn = input.accountId !== undefined;
  const email = signedIn ? await accountEmail(executor, input.accountId!) : input.email?.trim().toLowerCase() || undefined;
  const buyer: Buyer = { accountId: input.accountId, email };

  // One order discount (spec §7 Promotion): a code, or the first-order discount, whichever is larger.
  const candidates: OrderDiscount[] = [];
  const code = input.couponCode?.trim() ? await checkCode(executor, input.couponCode, { shopId, buyer, signedIn, today, itemCount }) : undefined;
  if (code && !code.valid) notices.push({ field: 'couponCode', message: code.message });
  if (code?.valid) candidates.push({ field: 'couponCode', line: codeDiscount(code, subtotalCent) });
  if (input.useFirstDiscount) {
    const refusal = await firstOrderRefusal(executor, input.accountId);
    if (refusal) notices.push({ field: 'useFirstDiscount', message: refusal });
    else candidates.push({ field: 'useFirstDiscount', line: { type: 'FIRST_ORDER', label: FIRST_ORDER_LABEL, amountCent: percentOf(subtotalCent, FIRST_ORDER_PERCENT) } });
  }
  // Equal amounts: the code wins and the first-order discount is kept for a later order.
  const chosen = candidates.reduce<OrderDiscount | undefined>((best, c) => (!best || c.line.amountCent > best.line.amountCent ? c : best), undefined);
  for (const c of candidates) if (c !== chosen) notices.push({ field: c.field, message: ONE_CODE_MESSAGE, adjusted: true });
  if (chosen && itemCount === 0) notices.push({ field: chosen.field, message: 'Add items to your cart to use this discount' });
  const orderDiscounts = chosen && chosen.line.amountCent > 0 ? [chosen.line] : [];
  const discountCent = orderDiscounts.reduce((n, d) => n + d.amountCent, 0);
  const lines = spreadDiscount(priced, orderDiscounts[0]);
  const merchandiseCent = subtotalCent - discountCent;

  const balance = signedIn && input.usePoints ? await availablePoints(executor, input.accountId!) : 0;
  const pointsUsed = pointsToUse({ asked: input.usePoints, signedIn, balance, merchandiseCent }, notices);
  const pointsCent = pointsToCents(pointsUsed);

  const marketCountry = shopId === 2023 ? 'CA' : 'US';
  const destination = destinationOf(input.address, marketCountry, notices);
  const options = shippingOptions(shopId, merchandiseCent, destination ? isRemote(destination.country, destination.state) : false, today);
  const asked = input.shippingMethod ?? DEFAULT_SHIPPING_METHOD;
  let option = options.find((o) => o.code === asked);
  if (!option) {
    notices.push({ field: 'shippingMethod', message: `${String(asked)} shipping is not available here; Standard Shipping was chosen` });
    option = options.find((o) => o.code === DEFAULT_SHIPPING_METHOD)!;
  }
  const shippingCent = itemCount === 0 ? 0 : option.priceCent;
  const tax = taxFor(destination, merchandiseCent - pointsCent);

  const discounts: DiscountLine[] = [...orderDiscounts, ...(pointsUsed > 0 ? [{ type: 'POINTS' as const, label: `${pointsUsed} points`, amountCent: pointsCent }] : [])];
  return {
    currency: currencyOf(shopId),
    lines,
    itemCount,
    originalSubtotalCent,
    subtotalCent,
    savingsCent: originalSubtotalCent - subtotalCent + discountCent,
    discounts,
    discountCent,
    pointsUsed,
    pointsCent,
    shippingMethod: option.code,
    shippingOptions: options,
    shippingCent,
    freeShippingThresholdCent: freeShippingThresholdCent(shopId),
    ...tax,
    totalCent: Math.max(0, merchandiseCent - pointsCent + shippingCent + tax.taxCent),
    notices,
  };
}

/** Why the first-order discount does not apply (signed-in buyers, once per account), undefined when it does. */
async function firstOrderRefusal(executor: Executor, accountId: number | undefined): Promise<string | undefined> {
  if (accountId === undefined) return 'Sign in to use the first-order discount';
  if (await usedFirstDiscount(executor, accountId)) return 'The first-order discount has already been used';
  return undefined;
}

function codeDiscount(code: Extract<CodeCheck, { valid: true }>, subtotalCent: number): DiscountLine {
  return { type: code.kind, code: code.code, label: code.label, amountCent: percentOf(subtotalCent, code.percent) };
}

/**
 * Spreads the order discount over the purchasable lines by their amount (largest remainder: the shares
 * add up to the discount exactly); a line with a share names the discount among its reasons.
 */
function spreadDiscount(priced: PricedLine[], discount: DiscountLine | undefined): QuoteLine[] {
  const weights = priced.map((l) => (l.purchasable ? l.unitPriceCent * l.itemCount : 0));
  const shares = spreadByLargestRemainder(discount?.amountCent ?? 0, weights);
  return priced.map((l, i) => {
    const share = shares[i] ?? 0;
    const reasons = share > 0 && discount ? [...l.reasons, discount.label] : l.reasons;
    return { ...l, reasons, lineDiscountCent: share, lineTotalCent: l.unitPriceCent * l.itemCount - share };
  });
}
