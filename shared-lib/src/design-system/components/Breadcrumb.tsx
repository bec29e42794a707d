import styled from '@emotion/styled';
import { colors } from '../tokens';
import { Link } from './Link';

/** Spec §3: name (from label), link built from seoUrl, disabled flag on the last item, optional query. */
export interface BreadcrumbItem {
  name: string;
  link: string;
  disabled?: boolean;
  query?: Record<string, string>;
}

/** Builds breadcrumb items from (label, seoUrl) pairs; the last one is always disabled. */
export function buildBreadcrumb(
  entries: ReadonlyArray<{ label: string; seoUrl: string; query?: Record<string, string> }>,
): BreadcrumbItem[] {
  return entries.map((e, i) => ({
    name: e.label,
    link: e.seoUrl.startsWith('/') ? e.seoUrl : `/${e.seoUrl}`,
    disabled: i === entries.length - 1,
    ...(e.query ? { query: e.query } : {}),
  }));
}

const Nav = styled.nav`
  font-size: 14px;
  color: ${colors.textMuted};
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li + li::before {
    content: '/';
    margin-right: 4px;
    color: ${colors.textMuted};
  }
`;

const withQuery = (link: string, query?: Record<string, string>) =>
  query && Object.keys(query).length ? `${link}?${new URLSearchParams(query).toString()}` : link;

export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  if (items.length === 0) return null;
  return (
    <Nav aria-label="Breadcrumb">
      <ol>
        {items.map((item) => (
          <li key={item.link + item.name}>
            {item.disabled ? (
              <span aria-current="page">{item.name}</span>
            ) : (
              <Link to={withQuery(item.link, item.query)}>{item.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </Nav>
  );
}
