import { formatMoney, type OrderView } from '@axlebay/shared-lib';

export interface OrderTotalRow {
  id: string;
  label: string;
  value: string;
  saving?: boolean;
}

/** The totals of a placed order, as it was charged (read-only): subtotal, discounts, points, shipping, tax, total. */
export function orderTotalRows(order: Pick<OrderView, 'currency' | 'lines' | 'subtotalCent' | 'discounts' | 'pointsCent' | 'pointsUsed' | 'shippingMethodName' | 'shippingCent' | 'taxCent' | 'totalCent'>): OrderTotalRow[] {
  const { currency } = order;
  const count = order.lines.reduce((sum, line) => sum + line.itemCount, 0);
  const rows: OrderTotalRow[] = [{ id: 'order-subtotal', label: `Subtotal (${count} item${count === 1 ? '' : 's'})`, value: formatMoney(order.subtotalCent, currency) }];
  order.discounts
    .filter((d) => d.type !== 'POINTS' && d.amountCent !== 0)
    .forEach((d, i) => rows.push({ id: `order-discount-${i}`, label: d.label, value: formatMoney(-Math.abs(d.amountCent), currency), saving: true }));
  if (order.pointsCent > 0) rows.push({ id: 'order-points', label: `Points (${order.pointsUsed})`, value: formatMoney(-order.pointsCent, currency), saving: true });
  rows.push({ id: 'order-shipping', label: `Shipping (${order.shippingMethodName})`, value: order.shippingCent === 0 ? 'Free' : formatMoney(order.shippingCent, currency) });
  rows.push({ id: 'order-tax', label: 'Tax', value: formatMoney(order.taxCent, currency) });
  rows.push({ id: 'order-total', label: 'Total', value: formatMoney(order.totalCent, currency) });
  return rows;
}
