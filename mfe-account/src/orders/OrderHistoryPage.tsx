import styled from '@emotion/styled';
import { ButtonLink, LoadError, LoadingArea, useApi, useApiData, useRoute } from '@axlebay/shared-lib';
import { AccountPageFrame } from './account-frame';
import { HistoryFilter } from './HistoryFilter';
import { HistoryPager } from './HistoryPager';
import { fetchOrderPage, historyHref, historyViewOf } from './order-api';
import { OrderSummaryCard } from './OrderSummaryCard';

const Body = styled.div`
  display: grid;
  gap: 16px;
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 12px;
  }
`;

const Empty = styled.div`
  display: grid;
  gap: 12px;
  justify-items: start;
  p {
    margin: 0;
  }
`;

/** `/myAccount/orderHistory` (spec §2): the buyer's orders, newest first, by page and state. */
export function OrderHistoryPage() {
  const route = useRoute();
  const api = useApi();
  const view = historyViewOf(route.query);
  const key = `order-history:${view.page}:${view.status ?? ''}`;
  // The answer says which page and filter it is for: another page's orders are never shown under this one's filter.
  const answer = useApiData(key, async () => ({ key, page: await fetchOrderPage(api, view) }), 'Your orders could not be loaded.', { browserOnly: true });
  const { error, reload } = answer;
  const data = answer.data?.key === key ? answer.data.page : undefined;

  return (
    <AccountPageFrame title="Order history" lead="Your orders, newest first.">
      <Body>
        <HistoryFilter status={view.status} />
        {error && <LoadError message={error} onRetry={reload} />}
        {!data && !error && <LoadingArea label="Loading your orders" />}
        {data && data.list.length === 0 && (
          <Empty data-testid="history-empty">
            {view.status || view.page > 1 ? (
              <>
                <p>No orders to show here.</p>
                <ButtonLink variant="secondary" to={historyHref({ page: 1 })}>
                  Show all orders
                </ButtonLink>
              </>
            ) : (
              <>
                <p>You have not placed any orders yet. Parts for your vehicle are a search away.</p>
                <ButtonLink to="/">Start shopping</ButtonLink>
              </>
            )}
          </Empty>
        )}
        {data && data.list.length > 0 && (
          <>
            <ol aria-label="Orders">
              {data.list.map((order) => (
                <OrderSummaryCard key={order.orderNo} order={order} />
              ))}
            </ol>
            <HistoryPager view={view} total={data.total} size={data.size} />
          </>
        )}
      </Body>
    </AccountPageFrame>
  );
}
