import styled from '@emotion/styled';
import { ButtonLink, formatCount } from '@axlebay/shared-lib';
import { historyHref, type HistoryView } from './order-api';

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

/** Previous / next page of the history, in the URL (Back returns to the page before). */
export function HistoryPager({ view, total, size }: { view: HistoryView; total: number; size: number }) {
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages <= 1 && view.page <= 1) return null;
  return (
    <Pager aria-label="Order history pages">
      {view.page > 1 && (
        <ButtonLink variant="secondary" to={historyHref({ ...view, page: Math.min(view.page - 1, pages) })} rel="prev">
          Previous page
        </ButtonLink>
      )}
      <span data-testid="history-page">
        Page {formatCount(view.page)} of {formatCount(pages)}
      </span>
      {view.page < pages && (
        <ButtonLink variant="secondary" to={historyHref({ ...view, page: view.page + 1 })} rel="next">
          Next page
        </ButtonLink>
      )}
    </Pager>
  );
}
