import { BUYING_API, type ApiClient, type OrderView } from '@axlebay/shared-lib';

/** GET BUYING_API.orderDetail?orderNo=&key=: a guest passes the access key; a buyer's token is added by the API client. */
export function fetchOrder(api: ApiClient, orderNo: string, accessKey: string | undefined): Promise<OrderView> {
  return api.get<OrderView>(BUYING_API.orderDetail, accessKey ? { orderNo, key: accessKey } : { orderNo });
}
