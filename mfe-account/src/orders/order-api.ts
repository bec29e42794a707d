import { ORDER_HISTORY_API, ORDER_STATUS_GROUPS, type ApiClient, type BuyerOrderDetail, type BuyerOrderPage, type OrderStatusGroup } from '@axlebay/shared-lib';

/** Orders on a page of the history. */
export const HISTORY_PAGE_SIZE = 10;
export const HISTORY_PATH = '/myAccount/orderHistory';

/** The history's page and filter as the URL holds them (so Back returns to the same page). */
export interface HistoryView {
  page: number;
  status?: OrderStatusGroup;
}

const isGroup = (value: string | undefined): value is OrderStatusGroup => !!value && Object.hasOwn(ORDER_STATUS_GROUPS, value);

/** Reads `?page=&status=`; anything unusable falls back to the first page of all orders. */
export function historyViewOf(query: Record<string, string>): HistoryView {
  const page = /^\d{1,4}$/.test(query.page ?? '') ? Math.max(1, Number(query.page)) : 1;
  return isGroup(query.status) ? { page, status: query.status } : { page };
}

/** The history's URL for a page and filter (page 1 and "all" are left out). */
export function historyHref({ page, status }: HistoryView): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${HISTORY_PATH}?${query}` : HISTORY_PATH;
}

export const orderDetailHref = (orderNo: string) => `${HISTORY_PATH}/orderDetail?orderNo=${encodeURIComponent(orderNo)}`;
export const productHref = (urlHandle: string) => `/product/${encodeURIComponent(urlHandle)}`;
export const invoiceHref = (orderNo: string) => `/printInvoice?orderId=${encodeURIComponent(orderNo)}`;
export const trackHref = (orderNo: string) => `/order/track?orderNo=${encodeURIComponent(orderNo)}`;
/** The product page opens its review form at this anchor. */
export const reviewHref = (urlHandle: string) => `${productHref(urlHandle)}#write-review`;

export function fetchOrderPage(api: ApiClient, { page, status }: HistoryView): Promise<BuyerOrderPage> {
  return api.get<BuyerOrderPage>(ORDER_HISTORY_API.list, { page, size: HISTORY_PAGE_SIZE, ...(status ? { status } : {}) });
}

export function fetchOrder(api: ApiClient, orderNo: string): Promise<BuyerOrderDetail> {
  return api.get<BuyerOrderDetail>(ORDER_HISTORY_API.detail(orderNo));
}
