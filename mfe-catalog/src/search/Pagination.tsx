import styled from '@emotion/styled';
import { colors, Link, radii } from '@axlebay/shared-lib';
import { pageWindow } from './search-request';

const Nav = styled.nav`
  margin: 24px 0 8px;
  ol {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 4px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a,
  span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    padding: 0 8px;
    border-radius: ${radii.md};
  }
  a {
    border: 1px solid ${colors.border};
    color: ${colors.primary};
    text-decoration: none;
  }
  a:hover {
    background: ${colors.surface};
  }
  [aria-current='page'] {
    background: ${colors.primary};
    color: ${colors.onPrimary};
    font-weight: 700;
  }
`;

/** Real links (shareable, open in a new tab), navigated through the shell. */
export function Pagination({ page, last, hrefOf }: { page: number; last: number; hrefOf: (page: number) => string }) {
  if (last <= 1) return null;
  return (
    <Nav aria-label="Pages">
      <ol>
        {page > 1 && (
          <li>
            <Link to={hrefOf(page - 1)} rel="prev">
              Previous
            </Link>
          </li>
        )}
        {pageWindow(page, last).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              <span>…</span>
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span aria-current="page" aria-label={`Page ${p}`}>
                  {p}
                </span>
              ) : (
                <Link to={hrefOf(p)} aria-label={`Page ${p}`}>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
        {page < last && (
          <li>
            <Link to={hrefOf(page + 1)} rel="next">
              Next
            </Link>
          </li>
        )}
      </ol>
    </Nav>
  );
}
