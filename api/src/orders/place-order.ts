import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../accounts/executor';
import { findAccountCart, findGuestCart, type CartRow } from '../cart/cart-store';
import { CART_NOT_FOUND } from '../cart/cart-rules';
import type { ShopId } from '../catalog/shop-prices';
import { accounts, couponUses, memberPoints, orderLines, orders, payments } from '../db/schema';
import { badRequest, notFound } from '../http/envelope';
import type { PaymentProvider } from '../payment/provider';
import { quoteCart } from '../pricing/quote-cart';
import type { Quote, ShippingMethodCode } from '../pricing/quote-types';
import type { PlacementInput } from './order-input';
import { accessKeyHash, accessKeyOf, newPaymentId, orderNoOfId, ownerKeyOf } from './order-numbers';
import { CART_EMPTY, OrderConflict, PRICE_CHANGED_MESSAGE } from './order-errors';
import type { PlaceOrderBody } from './order-schemas';
import { findByIdempotencyKey, type OrderRow } from './order-store';
import { needsByItem, reserveStock, stockMessage } from './stock';

export interface PlacementRequest {
  accountId: number | undefined;
  shopId: ShopId;
  body: PlaceOrderBody;
  input: PlacementInput;
  provider: PaymentProvider;
  secret: string;
  paymentDueMinutes: number;
}

export interface Placement {
  order: OrderRow;
  /** True when this request placed it; false when the key had placed it already. */
  fresh: boolean;
}

/**
 * Quote notices that mean "you asked for this and it was not applied" (answered 400 at the field). An
 * adjusted one (the larger of two discounts, fewer points than asked) is no refusal: the quote's total,
 * which the shopper saw and sends as expectedTotalCent, already says what happens.
 */
const REFUSING_NOTICES: Readonly<Record<string, string>> = {
  couponCode: 'couponCode',
  useFirstDiscount: 'useFirstDiscount',
  usePoints: 'usePoints',
  shippingMethod: 'shippingMethod',
  address: 'shippingAddress',
};

/**
 * Places an order in ONE transaction (spec §3 Cart and Price; §9 payment methods): lock the owner,
 * answer an earlier placement with the same Idempotency-Key as it is, re-price the cart (the client's
 * amounts are never used), reserve the stock, record the order as priced. The payment runs after the
 * commit (collect-payment.ts), so a provider is never called while the owner's placement is undecided.
 */
export async function placeOrder(tx: Executor, req: PlacementRequest): Promise<Placement> {
  const { accountId, input, body } = req;
  if (accountId === undefined && !input.cartUuid) throw badRequest(CART_EMPTY, [{ field: 'cartUUID', message: CART_EMPTY }]);
  const ownerKey = accountId !== undefined ? ownerKeyOf({ accountId }) : ownerKeyOf({ cartUuid: input.cartUuid! });

  // The owner's lock orders placements of one shopper (parallel retries of one key included).
  let cart: CartRow | undefined;
  if (accountId !== undefined) {
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
    cart = await findAccountCart(tx, accountId, true);
  } else cart = await findGuestCart(tx, input.cartUuid!, true);

  const existing = await findByIdempotencyKey(tx, ownerKey, input.idempotencyKey);
  if (existing) return { order: existing, fresh: false };
  if (accountId === undefined && !cart) throw notFound(CART_NOT_FOUND);
  if (!cart) throw badRequest(CART_EMPTY);

  if (input.token) {
    const problem = req.provider.checkToken(input.method, input.token);
    if (problem) throw badRequest(problem, [{ field: 'payment.token', message: problem }]);
  }

  const quote = await quoteCart(tx, {
    shopId: req.shopId,
    cartId: cart.id,
    accountId,
    email: input.email,
    couponCode: body.couponCode?.trim() || undefined,
    useFirstDiscount: body.useFirstDiscount,
    usePoints: body.usePoints,
    shippingMethod: body.shippingMethod as ShippingMethodCode,
    address: { country: input.address.country, state: input.address.state, postalCode: input.address.postalCode },
  });
  refuseUnapplied(quote);
  await refuseShortStock(tx, quote);
  const buying = quote.lines.filter((l) => l.purchasable);
  if (buying.length === 0) throw badRequest(CART_EMPTY);
  if (body.expectedTotalCent !== undefined && body.expectedTotalCent !== quote.totalCent) {
    throw new OrderConflict('PRICE_CHANGED', PRICE_CHANGED_MESSAGE, { quote });
  }

  const short = await reserveStock(tx, needsByItem(buying));
  if (short) {
    const message = stockMessage(short.short.title, short.short.available);
    throw new OrderConflict('OUT_OF_STOCK', message, { items: [{ itemId: short.short.itemId, title: short.short.title, available: short.short.available }] });
  }

  const order = await insertOrder(tx, req, quote, { ownerKey, cart });
  return { order, fresh: true };
}

function refuseUnapplied(quote: Quote): void {
  const errors = quote.notices.filter((n) => REFUSING_NOTICES[n.field] && !n.adjusted).map((n) => ({ field: REFUSING_NOTICES[n.field]!, message: n.message }));
  if (errors.length > 0) throw badRequest(errors[0]!.message, errors);
}

/**
 * A line the market sells but whose stock no longer covers its count (another shopper was faster):
 * never left out silently — the shopper must see it and decide.
 */
async function refuseShortStock(tx: Executor, quote: Quote): Promise<void> {
  const short = quote.lines.find((l) => l.status === 'ON_SHELVES' && !l.purchasable);
  if (!short) return;
  const rows = (await tx.execute(sql`select available_total as n from item where id = ${short.itemId}`)) as unknown as { rows: { n: number }[] };
  const left = Math.max(0, Number(rows.rows[0]?.n ?? 0));
  throw new OrderConflict('OUT_OF_STOCK', stockMessage(short.title, left), { items: [{ itemId: short.itemId, title: short.title, available: left }] });
}

async function insertOrder(tx: Executor, req: PlacementRequest, quote: Quote, owner: { ownerKey: string; cart: CartRow }): Promise<OrderRow> {
  const { input, accountId } = req;
  const option = quote.shippingOptions.find((o) => o.code === quote.shippingMethod);
  const codeDiscount = quote.discounts.find((d) => (d.type === 'COUPON' || d.type === 'DYNAMIC_CODE') && d.code);
  const [inserted] = await tx
    .insert(orders)
    .values({
      orderNo: `pending-${newPaymentId()}`,
      ownerKey: owner.ownerKey,
      idempotencyKey: input.idempotencyKey,
      accountId: accountId ?? null,
      cartId: owner.cart.id,
      accessKeyHash: accessKeyHash(accessKeyOf(req.secret, owner.ownerKey, input.idempotencyKey)),
      email: input.email,
      shopId: req.shopId,
      currency: quote.currency,
      status: 'AWAITING_PAYMENT',
      subtotalCent: quote.subtotalCent,
      discountCent: quote.discountCent,
      pointsCent: quote.pointsCent,
      pointsUsed: quote.pointsUsed,
      shippingCent: quote.shippingCent,
      taxCent: quote.taxCent,
      totalCent: quote.totalCent,
      couponCode: codeDiscount?.code ?? null,
      usedFirstDiscount: quote.discounts.some((d) => d.type === 'FIRST_ORDER'),
      // As the quote lists them (points included, as a POINTS line); discountCent excludes points.
      discounts: quote.discounts,
      shippingMethod: quote.shippingMethod,
      shippingAddress: input.address,
      deliveryFrom: option?.deliveryFrom ?? null,
      deliveryTo: option?.deliveryTo ?? null,
      paymentMethod: input.method,
      paymentDueAt: sql`now() + make_interval(secs => ${Math.round(req.paymentDueMinutes * 60)})`,
    })
    .returning({ id: orders.id });
  const id = inserted!.id;
  const orderNo = orderNoOfId(id);
  await tx.update(orders).set({ orderNo }).where(eq(orders.id, id));

  const carModels = await cartCarModels(tx, owner.cart.id);
  const buying = quote.lines.filter((l) => l.purchasable);
  await tx.insert(orderLines).values(
    buying.map((l) => ({
      orderId: id,
      itemId: l.itemId,
      skuId: l.skuId,
      itemType: l.itemType,
      bundleId: l.bundleId ?? 0,
      title: l.title,
      partNumber: l.partNumber,
      urlHandle: l.urlHandle,
      mainImage: l.mainImage ?? '',
      itemCount: l.itemCount,
      unitOriginalCent: l.unitOriginalCent,
      unitPriceCent: l.unitPriceCent,
      lineDiscountCent: l.lineDiscountCent,
      lineTotalCent: l.lineTotalCent,
      discountReasons: l.reasons,
      carModel: carModels.get(`${l.skuId}|${l.itemType}|${l.bundleId ?? 0}`) ?? null,
    })),
  );
  if (codeDiscount?.code) await tx.insert(couponUses).values({ orderId: id, code: codeDiscount.code, accountId: accountId ?? null, email: input.email });
  if (accountId !== undefined && quote.pointsUsed > 0) {
    await tx
      .insert(memberPoints)
      .values({ accountId, points: -quote.pointsUsed, status: 'AVAILABLE', kind: 'ORDER_REDEEM', description: `Used on order ${orderNo}`, orderId: id });
  }
  await tx.insert(payments).values({
    publicId: newPaymentId(),
    orderId: id,
    method: input.method,
    provider: req.provider.id,
    status: 'PENDING',
    amountCent: quote.totalCent,
    currency: quote.currency,
    returnUrl: input.returnUrl,
  });
  return (await tx.select().from(orders).where(eq(orders.id, id)))[0]!;
}

async function cartCarModels(tx: Executor, cartId: number): Promise<Map<string, unknown>> {
  const rows = (await tx.execute(sql`select sku_id::int as "skuId", item_type as "itemType", bundle_id as "bundleId", car_model as "carModel" from cart_line where cart_id = ${cartId}`)) as unknown as {
    rows: { skuId: number; itemType: string; bundleId: number; carModel: unknown }[];
  };
  return new Map(rows.rows.map((r) => [`${Number(r.skuId)}|${r.itemType}|${Number(r.bundleId)}`, r.carModel]));
}
