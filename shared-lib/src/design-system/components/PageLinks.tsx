import styled from '@emotion/styled';
import { colors } from '../tokens';
import { Link } from './Link';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  margin: 16px 0;
  .off {
    color: ${colors.textMuted};
  }
`;

export interface PageLinksProps {
  page: number;
  pages: number;
  /** The in-site link of a page (the page lives in the URL, so it can be shared and reloaded). */
  href: (page: number) => string;
  /** The navigation's accessible name, e.g. "Review pages". */
  label: string;
  testId?: string;
}

/** Previous · Page N of M · Next, as links; nothing when everything fits on one page. */
export function PageLinks({ page, pages, href, label, testId }: PageLinksProps) {
  if (pages <= 1) return null;
  return (
    <Nav aria-label={label} data-testid={testId}>
      {page > 1 ? (
        <Link to={href(Math.min(page - 1, pages))} rel="prev">
          Previous
        </Link>
      ) : (
        <span className="off">Previous</span>
      )}
      <span aria-current="page">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={href(page + 1)} rel="next">
          Next
        </Link>
      ) : (
        <span className="off">Next</span>
      )}
    </Nav>
  );
}
