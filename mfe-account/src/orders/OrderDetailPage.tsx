import styled from '@emotion/styled';
import { ButtonLink, LoadError, LoadingArea, useApi, useApiData, useRoute } from '@axlebay/shared-lib';
import { AccountPageFrame } from './account-frame';
import { fetchOrder, HISTORY_PATH } from './order-api';
import { OrderDetailView } from './OrderDetailView';

const NotFound = styled.div`
  display: grid;
  gap: 12px;
  justify-items: start;
  p {
    margin: 0;
  }
`;

const TRAIL = [{ label: 'Order history', seoUrl: HISTORY_PATH }];

/**
 * `/myAccount/orderHistory/orderDetail?orderNo=` (spec §2): one of the buyer's orders. A number that
 * is not one of theirs gets the same "not found" as an unknown one (the API answers 404 for both).
 */
export function OrderDetailPage() {
  const orderNo = (useRoute().query.orderNo ?? '').trim();
  const api = useApi();
  const { data, error, status, reload } = useApiData(
    `order-detail:${orderNo}`,
    () => (orderNo ? fetchOrder(api, orderNo) : Promise.reject(new Error('no order number'))),
    'This order could not be loaded.',
    { browserOnly: true },
  );
  const missing = !orderNo || status === 404;

  return (
    <AccountPageFrame title="Order detail" trail={TRAIL}>
      {missing && (
        <NotFound data-testid="order-not-found">
          <p>We could not find this order in your account. Check the link, or find the order in your order history.</p>
          <ButtonLink to={HISTORY_PATH}>Go to order history</ButtonLink>
        </NotFound>
      )}
      {!missing && error && <LoadError message={error} onRetry={reload} />}
      {!missing && !data && !error && <LoadingArea label="Loading your order" />}
      {!missing && data && <OrderDetailView order={data} />}
    </AccountPageFrame>
  );
}
