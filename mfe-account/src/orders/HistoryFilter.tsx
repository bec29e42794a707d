import styled from '@emotion/styled';
import { colors, Link, radii, type OrderStatusGroup } from '@axlebay/shared-lib';
import { ORDER_STATUS_GROUP_LABELS } from '@axlebay/shared-lib/orders';
import { historyHref } from './order-api';

const Tabs = styled.nav`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 16px;
    border: 1px solid ${colors.border};
    border-radius: ${radii.pill};
    color: ${colors.text};
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${colors.primary};
    border-color: ${colors.primary};
    color: ${colors.onPrimary};
  }
`;

const GROUPS = Object.keys(ORDER_STATUS_GROUP_LABELS) as OrderStatusGroup[];

/** All orders or one state group; links, so the filter is in the URL and Back undoes it. */
export function HistoryFilter({ status }: { status?: OrderStatusGroup }) {
  const entries: Array<{ value?: OrderStatusGroup; label: string }> = [{ label: 'All orders' }, ...GROUPS.map((g) => ({ value: g, label: ORDER_STATUS_GROUP_LABELS[g] }))];
  return (
    <Tabs aria-label="Show orders by state">
      <ul>
        {entries.map((e) => (
          <li key={e.label}>
            <Link to={historyHref({ page: 1, status: e.value })} aria-current={e.value === status ? 'page' : undefined}>
              {e.label}
            </Link>
          </li>
        ))}
      </ul>
    </Tabs>
  );
}
