import type { AddressInput, OrderStatus, PaymentMethod } from './checkout';

/**
 * The printable invoice of a paid order (spec §2 account area, /printInvoice?orderId=<orderNo>).
 * Every amount is integer cents of `currency` as the order recorded it: the API reads the order, it
 * never prices anything again, and the page only formats.
 */
export const INVOICE_API = {
  /** GET: the invoice of one of the signed-in buyer's paid orders (404 for anyone else's, 409 before payment). */
  invoice: (orderNo: string) => `/order/buyer/order/${encodeURIComponent(orderNo)}/invoice`,
} as const;

/** The 409 answer for an order that is not paid (yet, or ever: a failed or cancelled payment). */
export const INVOICE_NOT_PAID = 'This order has no invoice yet: it has not been paid.';

/** The seller block: the shop settings' company address, phone and emails (spec §3 shop settings). */
export interface InvoiceSeller {
  name: string;
  address: string;
  phone: string;
  emails: string[];
}

export interface InvoiceLine {
  title: string;
  partNumber: string;
  quantity: number;
  unitPriceCent: number;
  /** What the line's own promotions took off (bundle prices and the like); 0 for most lines. */
  lineDiscountCent: number;
  lineTotalCent: number;
}

/** A row of the totals that takes money off: a coupon, the first-order discount, points. Positive cents. */
export interface InvoiceDeduction {
  label: string;
  amountCent: number;
}

export interface InvoiceTax {
  /** "Sales tax (CA 7.25%)", "HST (ON 13%)", or "Tax" when the rate the order was priced with is not known. */
  label: string;
  amountCent: number;
}

export interface Invoice {
  /** Derived from the order number: the same order always has the same invoice number. */
  invoiceNo: string;
  orderNo: string;
  status: Extract<OrderStatus, 'PAID' | 'SHIPPED' | 'DELIVERED'>;
  /** When the payment was received (ISO time): the invoice's date. */
  issuedAt: string;
  placedAt: string;
  currency: 'USD' | 'CAD';
  seller: InvoiceSeller;
  /** The buyer: the name on the order's address and the email the order was placed with. */
  billTo: { name: string; email: string; address: AddressInput };
  shipTo: AddressInput;
  lines: InvoiceLine[];
  subtotalCent: number;
  deductions: InvoiceDeduction[];
  shipping: { label: string; amountCent: number };
  taxes: InvoiceTax[];
  totalCent: number;
  paymentMethod: PaymentMethod;
}
