import styled from '@emotion/styled';
import type { MouseEvent } from 'react';
import { colors, focusQuietly, Link, radii } from '@axlebay/shared-lib';
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

/**
 * A new page of results starts where a new page does: at the top, with the keyboard focus on the
 * page's heading (the link that was clicked is gone with the old page's list).
 */
export function toTopOfResults(doc: Document = document) {
  doc.defaultView?.scrollTo(0, 0);
  focusQuietly(doc.querySelector<HTMLElement>('#main h1') ?? doc.querySelector<HTMLElement>('[data-testid="search-results"]'));
}

/** Real links (shareable, open in a new tab), navigated through the shell. */
export function Pagination({ page, last, hrefOf }: { page: number; last: number; hrefOf: (page: number) => string }) {
  if (last <= 1) return null;
  // Not for a page opened in a new tab (modified click).
  const toTop = (e: MouseEvent) => !(e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) && toTopOfResults();
  return (
    <Nav aria-label="Pages">
      <ol>
        {page > 1 && (
          <li>
            <Link to={hrefOf(page - 1)} rel="prev" onClick={toTop}>
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
                <Link to={hrefOf(p)} aria-label={`Page ${p}`} onClick={toTop}>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
        {page < last && (
          <li>
            <Link to={hrefOf(page + 1)} rel="next" onClick={toTop}>
              Next
            </Link>
          </li>
        )}
      </ol>
    </Nav>
  );
}
