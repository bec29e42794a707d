import { ButtonLink, LoadError, LoadingArea, PageFrame, useApi, useApiData, usePageHead, useRoute, useSessionUser } from '@axlebay/shared-lib';
import { accessKeyOf } from './order-access';
import { fetchOrder } from './order-api';
import { OrderFound } from './OrderFound';

export const ORDER_NOT_FOUND_TEXT = 'We could not find this order';
const LOAD_FAILED = 'Your order could not be loaded.';

/**
 * `/checkout/orderResult?orderNo=…` (spec §2): the placed order. A guest reads it with the access key
 * kept in this tab at placement; a buyer's token is added by the API client.
 */
export function OrderResultPage() {
  const api = useApi();
  const user = useSessionUser();
  const orderNo = useRoute().query.orderNo ?? '';
  // The key is read in the loader, which runs in an effect (no storage access while rendering); the
  // server, which holds neither the key nor the buyer's token, renders the loading state.
  const order = useApiData(
    `order:${orderNo}:${user?.accountId ?? 'guest'}`,
    () => (orderNo ? fetchOrder(api, orderNo, accessKeyOf(orderNo)) : Promise.reject(new Error('no order'))),
    LOAD_FAILED,
    { browserOnly: true },
  );
  const missing = !orderNo || (order.error !== undefined && order.status !== undefined && order.status >= 400 && order.status < 500);
  const heading = order.data ? 'Thank you for your order' : missing ? ORDER_NOT_FOUND_TEXT : 'Your order';
  usePageHead({ title: heading });

  return (
    <PageFrame heading={heading}>
      {missing ? (
        <div data-testid="order-not-found">
          <p>The order number may be mistyped, or this order belongs to another account. Signed-in buyers find every order in their account.</p>
          <p>
            <ButtonLink to="/">Continue shopping</ButtonLink> <ButtonLink to="/order/track" variant="secondary">Track an order</ButtonLink>{' '}
            <ButtonLink to="/myAccount/orderHistory" variant="secondary">Your orders</ButtonLink>
          </p>
        </div>
      ) : order.data ? (
        <OrderFound order={order.data} user={user} />
      ) : order.error ? (
        <LoadError message={LOAD_FAILED} onRetry={order.reload} />
      ) : (
        <LoadingArea label="Loading your order" />
      )}
    </PageFrame>
  );
}
