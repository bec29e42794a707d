import styled from '@emotion/styled';
import { colors, radii, space } from '@axlebay/shared-lib';
import type { TocEntry } from './blog-api';

const Nav = styled.nav`
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  padding: ${space(3)} ${space(4)};
  margin: 0 0 ${space(6)};
  h2 {
    font-size: 16px;
    margin: 0 0 ${space(2)};
  }
  ol {
    margin: 0;
    padding-left: 20px;
  }
  ol ol {
    list-style: none;
    padding-left: ${space(3)};
  }
  li {
    margin: ${space(1)} 0;
  }
`;

/** The article's sections as in-page links (the heading ids the API gave them). */
export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  if (entries.length < 2) return null;
  // ## entries, each with the ### entries under it.
  const groups: Array<{ entry: TocEntry; children: TocEntry[] }> = [];
  for (const entry of entries) {
    const last = groups[groups.length - 1];
    if (entry.level === 3 && last) last.children.push(entry);
    else groups.push({ entry, children: [] });
  }
  return (
    <Nav aria-labelledby="toc-title" data-testid="table-of-contents">
      <h2 id="toc-title">In this article</h2>
      <ol>
        {groups.map(({ entry, children }) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`}>{entry.text}</a>
            {children.length > 0 && (
              <ol>
                {children.map((c) => (
                  <li key={c.id}>
                    <a href={`#${c.id}`}>{c.text}</a>
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ol>
    </Nav>
  );
}
