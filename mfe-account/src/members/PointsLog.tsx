import styled from '@emotion/styled';
import { colors, Link, LoadError, LoadingArea, PageLinks, useRoute } from '@axlebay/shared-lib';
import { entryDate, pointsPageHref, pointsPageOf, pointsText } from './member-format';
import { POINTS_LOG_PAGE_SIZE, usePointsLog } from './member-data';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: 6px 4px;
    border-bottom: 1px solid ${colors.border};
  }
  td.points {
    text-align: right;
    white-space: nowrap;
  }
`;

/** The points ledger, newest first, one page at a time; the page is `?pointsPage=` of /myAccount. */
export function PointsLog() {
  const page = pointsPageOf(useRoute().query);
  const { data, error, reload } = usePointsLog(page);
  const current = data && data.page === page ? data : undefined;
  if (error) return <LoadError message={error} onRetry={reload} />;
  if (!current) return <LoadingArea label="Loading your points history" />;
  const pages = Math.max(1, Math.ceil(current.total / POINTS_LOG_PAGE_SIZE));
  return (
    <div id="member-points-log">
      <h3>Points history</h3>
      {current.list.length === 0 ? (
        <p>
          There are no entries on this page. <Link to={pointsPageHref(1)}>Go to the first page</Link>
        </p>
      ) : (
        <Table data-testid="points-log">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">What</th>
              <th scope="col">Points</th>
            </tr>
          </thead>
          <tbody>
            {current.list.map((e) => (
              <tr key={e.id}>
                <td>{entryDate(e.createdAt)}</td>
                <td>
                  {e.description}
                  {e.status === 'PENDING' && ' (pending)'}
                </td>
                <td className="points">{`${e.points > 0 ? '+' : ''}${pointsText(e.points)}`}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <PageLinks page={page} pages={pages} href={pointsPageHref} label="Points history pages" />
    </div>
  );
}
