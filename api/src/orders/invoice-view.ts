import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../accounts/executor';
import { shopSettings } from '../db/schema';
import { taxFor } from '../pricing/tax';
import type { OrderRow } from './order-store';
import type { AddressInput, OrderStatus, OrderView, PaymentMethod } from './order-types';
import { orderView } from './order-view';

/**
 * The printable invoice of a paid order (contract Invoice, shared-lib/src/contracts/invoice.ts,
 * mirrored here as the order types are). Built from the order view: every amount is what the order
 * recorded at placement, nothing is priced again.
 */
export interface InvoiceView {
  invoiceNo: string;
  orderNo: string;
  status: InvoicedStatus;
  issuedAt: string;
  placedAt: string;
  currency: OrderView['currency'];
  seller: { name: string; address: string; phone: string; emails: string[] };
  billTo: { name: string; email: string; address: AddressInput };
  shipTo: AddressInput;
  lines: Array<{ title: string; partNumber: string; quantity: number; unitPriceCent: number; lineDiscountCent: number; lineTotalCent: number }>;
  subtotalCent: number;
  deductions: Array<{ label: string; amountCent: number }>;
  shipping: { label: string; amountCent: number };
  taxes: Array<{ label: string; amountCent: number }>;
  totalCent: number;
  paymentMethod: PaymentMethod;
}

export type InvoicedStatus = 'PAID' | 'SHIPPED' | 'DELIVERED';
/** An order has an invoice once its payment was received (order-states.ts: PAID → SHIPPED → DELIVERED). */
export const INVOICED_STATUSES: readonly OrderStatus[] = ['PAID', 'SHIPPED', 'DELIVERED'];

export const INVOICE_NOT_PAID = 'This order has no invoice yet: it has not been paid.';

/** The seller's name on every invoice: the shop's brand (the shop settings hold its address and contacts). */
export const SELLER_NAME = 'Axlebay';
const SELLER_KEYS = ['COMPANY_ADDRESS', 'COMPANY_PHONE', 'SERVICE_EMAIL', 'BUSINESS_EMAIL'] as const;

/** "INV-AXB00001001": one invoice per order, the same number every time it is printed. */
export const invoiceNoOf = (orderNo: string) => `INV-${orderNo}`;

/** The seller block from the shop settings of the shop the order was placed in (spec §3: company address, phone, two emails). */
export async function sellerOf(executor: Executor, shopId: number): Promise<InvoiceView['seller']> {
  const rows = await executor
    .select({ key: shopSettings.key, value: shopSettings.value })
    .from(shopSettings)
    .where(and(eq(shopSettings.shopId, shopId), inArray(shopSettings.key, [...SELLER_KEYS])));
  const setting = (key: (typeof SELLER_KEYS)[number]) => {
    const value = rows.find((r) => r.key === key)?.value;
    return typeof value === 'string' ? value : '';
  };
  const emails = [setting('SERVICE_EMAIL'), setting('BUSINESS_EMAIL')].filter(Boolean);
  return { name: SELLER_NAME, address: setting('COMPANY_ADDRESS'), phone: setting('COMPANY_PHONE'), emails };
}

/**
 * The tax row's label. The order records the tax amount, not the rate's name; the rate of the
 * delivery state is named only when it gives exactly the recorded amount on the recorded base
 * (merchandise after discounts and points, as quote-cart.ts taxes it), so a rate changed since the
 * order never labels an amount it did not make.
 */
export function taxLabelOf(order: Pick<OrderView, 'shippingAddress' | 'subtotalCent' | 'discountCent' | 'pointsCent' | 'taxCent'>): string {
  const { country, state } = order.shippingAddress;
  const priced = taxFor({ country, state: state.toUpperCase(), estimated: false }, order.subtotalCent - order.discountCent - order.pointsCent);
  return priced.taxCent === order.taxCent && order.taxCent > 0 ? priced.taxLabel : 'Tax';
}

export async function invoiceView(executor: Executor, order: OrderRow): Promise<InvoiceView> {
  const view = await orderView(executor, order);
  const address = view.shippingAddress;
  return {
    invoiceNo: invoiceNoOf(view.orderNo),
    orderNo: view.orderNo,
    status: view.status as InvoicedStatus,
    // A paid order always has its payment time; the placement time stands in for a row that lost it.
    issuedAt: view.paidAt ?? view.placedAt,
    placedAt: view.placedAt,
    currency: view.currency,
    seller: await sellerOf(executor, order.shopId),
    billTo: { name: `${address.firstName} ${address.lastName}`, email: view.email, address },
    shipTo: address,
    lines: view.lines.map((l) => ({
      title: l.title,
      partNumber: l.partNumber,
      quantity: l.itemCount,
      unitPriceCent: l.unitPriceCent,
      lineDiscountCent: l.lineDiscountCent,
      lineTotalCent: l.lineTotalCent,
    })),
    subtotalCent: view.subtotalCent,
    // The order's discounts as recorded, points included (their line says how many were redeemed).
    deductions: view.discounts
      .filter((d) => d.amountCent !== 0)
      .map((d) => ({ label: d.type === 'POINTS' ? `Points redeemed (${d.label})` : d.label, amountCent: Math.abs(d.amountCent) })),
    shipping: { label: view.shippingMethodName, amountCent: view.shippingCent },
    taxes: [{ label: taxLabelOf(view), amountCent: view.taxCent }],
    totalCent: view.totalCent,
    paymentMethod: view.paymentMethod,
  };
}
