import styled from '@emotion/styled';
import { LoadError, LoadingArea, useApi, useApiData, useMarket } from '@axlebay/shared-lib';
import { ItemCard } from './ItemCard';
import { FILTER_SEARCH_API, type SearchAnswer } from './item-types';

const List = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 12px;
`;

/**
 * The items for a keyword, with a live fit badge each. The list itself does not depend on the
 * vehicle: badges change in place when the vehicle changes (the vehicle filter and facets come with
 * the catalog issue).
 */
export function SearchResults({ keyword }: { keyword: string }) {
  const api = useApi();
  const market = useMarket();
  const { data: answer, error, reload } = useApiData(
    `${market.shopId}:${keyword}`,
    () => api.get<SearchAnswer>(FILTER_SEARCH_API, { keyword: keyword || undefined, fitOnly: false, size: 24 }),
    'The results could not be loaded.',
  );
  if (error) return <LoadError message={error} onRetry={reload} />;
  if (!answer) return <LoadingArea label="Loading results" />;
  return (
    <section aria-label="Search results">
      <p data-testid="result-count">
        {answer.total.toLocaleString('en-US')} result{answer.total === 1 ? '' : 's'}
        {answer.showingResultsFor ? ` for "${answer.showingResultsFor}"` : ''}
      </p>
      {answer.list.length === 0 ? <p>No parts match this search.</p> : (
        <List>
          {answer.list.map((item) => (
            <ItemCard key={item.id} item={item} />
          ))}
        </List>
      )}
    </section>
  );
}
