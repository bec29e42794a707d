import type { Executor } from '../accounts/executor';
import { latestPayment, linesOfOrder, type OrderRow } from './order-store';
import { SHIPPING_METHOD_NAMES, type AddressInput, type DiscountLine, type OrderStatus, type OrderView, type PaymentMethod, type ShippingMethodCode } from './order-types';

/** The order as the storefront shows it (contract OrderView), from what was recorded at placement. */
export async function orderView(executor: Executor, order: OrderRow): Promise<OrderView> {
  const lines = await linesOfOrder(executor, order.id);
  const payment = await latestPayment(executor, order.id);
  const a = order.shippingAddress as AddressInput;
  // The contract's field order (jsonb keeps its own); company and address2 only when given.
  const shippingAddress: AddressInput = {
    firstName: a.firstName,
    lastName: a.lastName,
    ...(a.company ? { company: a.company } : {}),
    phone: a.phone,
    country: a.country,
    state: a.state,
    city: a.city,
    address1: a.address1,
    ...(a.address2 ? { address2: a.address2 } : {}),
    postalCode: a.postalCode,
  };
  const method = order.shippingMethod as ShippingMethodCode;
  return {
    orderNo: order.orderNo,
    status: order.status as OrderStatus,
    email: order.email,
    currency: order.currency as OrderView['currency'],
    lines: lines.map((l) => ({
      itemId: l.itemId,
      skuId: l.skuId,
      title: l.title,
      partNumber: l.partNumber,
      urlHandle: l.urlHandle,
      ...(l.mainImage ? { mainImage: l.mainImage } : {}),
      itemCount: l.itemCount,
      unitPriceCent: l.unitPriceCent,
      lineDiscountCent: l.lineDiscountCent,
      lineTotalCent: l.lineTotalCent,
    })),
    subtotalCent: order.subtotalCent,
    discounts: order.discounts as DiscountLine[],
    discountCent: order.discountCent,
    pointsUsed: order.pointsUsed,
    pointsCent: order.pointsCent,
    shippingMethod: method,
    shippingMethodName: SHIPPING_METHOD_NAMES[method] ?? method,
    shippingCent: order.shippingCent,
    taxCent: order.taxCent,
    totalCent: order.totalCent,
    pointsEarned: order.pointsEarned,
    shippingAddress,
    ...(order.deliveryFrom ? { deliveryFrom: order.deliveryFrom } : {}),
    ...(order.deliveryTo ? { deliveryTo: order.deliveryTo } : {}),
    paymentMethod: order.paymentMethod as PaymentMethod,
    ...(payment?.failureMessage && order.status !== 'PAID' ? { paymentMessage: payment.failureMessage } : {}),
    placedAt: order.placedAt.toISOString(),
    ...(order.paidAt ? { paidAt: order.paidAt.toISOString() } : {}),
    paymentDueAt: order.paymentDueAt.toISOString(),
  };
}
