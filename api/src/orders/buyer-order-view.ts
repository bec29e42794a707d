import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../accounts/executor';
import { cartItemFacts } from '../cart/cart-catalog';
import { NO_BUNDLE, PURCHASABLE_STATUS } from '../cart/cart-rules';
import type { ShopId } from '../catalog/shop-prices';
import { orderLines, orders } from '../db/schema';
import { ORDER_STATUS_GROUPS, type OrderStatusGroup } from './order-states';
import { linesOfOrder, type OrderRow } from './order-store';
import { timelineOf, type OrderTrackingView } from './order-track';
import type { Currency, OrderLineView, OrderStatus, OrderView } from './order-types';
import { orderView } from './order-view';

/**
 * The signed-in buyer's own orders (spec §2 /myAccount/orderHistory and its orderDetail), mirroring
 * the storefront contract shared-lib/src/contracts/orders.ts. The detail is the guest detail's
 * OrderView (order-view.ts) plus what only the owner needs: the timeline and, per line, whether it
 * can be bought again.
 */

/** Lines shown on an order of the history; the rest is counted. */
export const HISTORY_LINES = 3;

export interface BuyerOrderSummary {
  orderNo: string;
  placedAt: string;
  status: OrderStatus;
  currency: Currency;
  totalCent: number;
  /** Parts in the order (sum of line counts). */
  itemCount: number;
  lineCount: number;
  lines: Array<{ title: string; urlHandle: string; mainImage?: string; itemCount: number }>;
}

export interface BuyerOrderPage {
  list: BuyerOrderSummary[];
  total: number;
  page: number;
  size: number;
}

export interface BuyerOrderLine extends OrderLineView {
  itemType: string;
  /** null when the line is not part of a bundle (as in the cart). */
  bundleId: number | null;
  /** The part can be bought again in the order's shop now (ON_SHELVES with stock). */
  onSale: boolean;
}

export interface BuyerOrderDetail extends Omit<OrderView, 'lines'> {
  lines: BuyerOrderLine[];
  shippedAt?: string;
  deliveredAt?: string;
  cancelledAt?: string;
  timeline: OrderTrackingView['timeline'];
}

/** A page of the account's orders, newest first, optionally of one state group. */
export async function buyerOrderPage(executor: Executor, accountId: number, page: number, size: number, group?: OrderStatusGroup): Promise<BuyerOrderPage> {
  const mine = group
    ? and(eq(orders.accountId, accountId), inArray(orders.status, [...ORDER_STATUS_GROUPS[group]]))
    : eq(orders.accountId, accountId);
  const [rows, totals] = await Promise.all([
    executor
      .select()
      .from(orders)
      .where(mine)
      .orderBy(desc(orders.placedAt), desc(orders.id))
      .limit(size)
      .offset((page - 1) * size),
    executor.select({ total: count() }).from(orders).where(mine),
  ]);
  const lines = rows.length
    ? await executor.select().from(orderLines).where(inArray(orderLines.orderId, rows.map((r) => r.id))).orderBy(orderLines.id)
    : [];
  const list = rows.map((order): BuyerOrderSummary => {
    const own = lines.filter((l) => l.orderId === order.id);
    return {
      orderNo: order.orderNo,
      placedAt: order.placedAt.toISOString(),
      status: order.status as OrderStatus,
      currency: order.currency as Currency,
      totalCent: order.totalCent,
      itemCount: own.reduce((sum, l) => sum + l.itemCount, 0),
      lineCount: own.length,
      lines: own.slice(0, HISTORY_LINES).map((l) => ({ title: l.title, urlHandle: l.urlHandle, ...(l.mainImage ? { mainImage: l.mainImage } : {}), itemCount: l.itemCount })),
    };
  });
  return { list, total: Number(totals[0]?.total ?? 0), page, size };
}

/** One order of the buyer's, as the detail page shows it. */
export async function buyerOrderDetail(executor: Executor, order: OrderRow): Promise<BuyerOrderDetail> {
  const view = await orderView(executor, order);
  const rows = await linesOfOrder(executor, order.id);
  const facts = await cartItemFacts(executor, [...new Set(rows.map((l) => l.itemId))], order.shopId as ShopId);
  const lines = view.lines.map((line, i): BuyerOrderLine => {
    const row = rows[i]!;
    const item = facts.get(line.itemId);
    const onSale = !!item && item.skuId === line.skuId && item.status === PURCHASABLE_STATUS && item.availableTotal >= 1;
    return { ...line, itemType: row.itemType, bundleId: row.bundleId === NO_BUNDLE ? null : row.bundleId, onSale };
  });
  return {
    ...view,
    lines,
    ...(order.shippedAt ? { shippedAt: order.shippedAt.toISOString() } : {}),
    ...(order.deliveredAt ? { deliveredAt: order.deliveredAt.toISOString() } : {}),
    ...(order.cancelledAt ? { cancelledAt: order.cancelledAt.toISOString() } : {}),
    timeline: timelineOf(order),
  };
}
