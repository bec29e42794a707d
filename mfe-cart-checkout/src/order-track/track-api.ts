import { BUYING_API, type ApiClient, type OrderTracking } from '@axlebay/shared-lib';

/** POST BUYING_API.orderTrack { orderNo, email }: where the order is (the pair stays out of the URL). */
export function trackOrder(api: ApiClient, orderNo: string, email: string): Promise<OrderTracking> {
  return api.post<OrderTracking>(BUYING_API.orderTrack, { orderNo: orderNo.trim(), email: email.trim() });
}
