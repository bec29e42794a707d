import { Link } from 'react-router';
import { useFrameContent } from '../../content/use-frame-content';
import { useMenuDisclosure } from './use-menu-disclosure';

// Its stylesheet, category-menu.css, is imported by the browser's bootstrap (the server build takes no CSS).

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
    <details className="category-menu" ref={ref} onKeyDown={onKeyDown} onClick={onClick} data-testid="category-menu">
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
    </details>
  );
}
