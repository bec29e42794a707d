import { INVOICE_API, type ApiClient, type Invoice } from '@axlebay/shared-lib';

/** GET the invoice of one of the signed-in buyer's orders (the API client adds the token). */
export function fetchInvoice(api: ApiClient, orderNo: string): Promise<Invoice> {
  return api.get<Invoice>(INVOICE_API.invoice(orderNo));
}

/** The order's page in the account area, where the invoice link comes from. */
export { orderDetailHref as orderDetailPath } from '../orders/order-api';
