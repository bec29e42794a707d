import styled from '@emotion/styled';
import { Link } from 'react-router';
import { colors, mq, radii } from '@axlebay/shared-lib';
import { useFrameContent } from '../../content/use-frame-content';
import { useMenuDisclosure } from './use-menu-disclosure';

/*
 * One markup, two looks: under 992 px a drawer from the left over a dimmed page, from 992 px a mega
 * menu under the search row (the row is its positioning box). Closed, the links are still in the
 * server's HTML (crawlers, no script); the browser hides a closed <details>' content.
 */
const Details = styled.details`
  flex: none;
  summary {
    display: flex;
    align-items: center;
    gap: 8px;
    height: 44px;
    padding: 0 10px;
    border: 1px solid ${colors.onHeaderMuted};
    border-radius: ${radii.md};
    color: ${colors.onHeader};
    font-weight: 600;
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary:focus-visible {
    outline: 3px solid ${colors.focusOnDark};
    outline-offset: 2px;
  }
  summary span {
    display: none;
  }
  &[open]::before {
    content: '';
    position: fixed;
    inset: 0;
    z-index: 30;
    background: rgb(15 27 45 / 0.6);
  }
  nav {
    position: fixed;
    z-index: 31;
    inset: 0 auto 0 0;
    width: min(320px, 86vw);
    overflow-y: auto;
    padding: 8px 16px 24px;
    background: ${colors.background};
    color: ${colors.text};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: flex;
    align-items: center;
    min-height: 40px;
    color: ${colors.text};
  }
  li li a {
    min-height: 36px;
    padding-left: 12px;
    color: ${colors.textMuted};
  }
  li > a {
    font-weight: 700;
  }
  button {
    float: right;
    width: 44px;
    height: 44px;
    border: 0;
    background: none;
    font-size: 28px;
    cursor: pointer;
  }
  ${mq.lg} {
    summary span {
      display: inline;
    }
    &[open]::before {
      display: none;
    }
    nav {
      position: absolute;
      inset: 100% 0 auto;
      width: auto;
      max-height: 70vh;
      padding: 16px 32px 24px;
      box-shadow: 0 8px 16px rgb(0 0 0 / 0.2);
    }
    nav > ul {
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
      gap: 16px 24px;
      max-width: 1216px;
      margin: 0 auto;
    }
    button {
      display: none;
    }
  }
`;

/** Three bars: the menu's icon (the summary's name is its text, shown from 992 px, or its label). */
const Bars = () => (
  <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" fill="currentColor">
    <path d="M2 4h16v2H2zm0 5h16v2H2zm0 5h16v2H2z" />
  </svg>
);

/**
 * The header's category menu (departments and their categories from the category tree, spec §7),
 * rendered by the server from the frame content: a disclosure whose summary is a real button for
 * keyboards and screen readers, Escape closes and focus goes back to it, Tab walks the links.
 */
export function CategoryMenu() {
  const departments = useFrameContent()?.categories ?? [];
  const { ref, onKeyDown, onClick } = useMenuDisclosure();
  return (
    <Details ref={ref} onKeyDown={onKeyDown} onClick={onClick} data-testid="category-menu">
      <summary aria-label="Categories">
        <Bars />
        <span>Categories</span>
      </summary>
      <nav aria-label="Categories">
        <button type="button" aria-label="Close categories" data-menu-close="">
          ×
        </button>
        <ul>
          {departments.map((d) => (
            <li key={d.href}>
              <Link to={d.href}>{d.name}</Link>
              {d.children.length > 0 && (
                <ul>
                  {d.children.map((c) => (
                    <li key={c.href}>
                      <Link to={c.href}>{c.name}</Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
          <li>
            <Link to="/categories">All categories</Link>
          </li>
        </ul>
      </nav>
    </Details>
  );
}
