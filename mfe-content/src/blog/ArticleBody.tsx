import styled from '@emotion/styled';
import { colors, layout, radii, space, useNavigation } from '@axlebay/shared-lib';
import type { MouseEvent } from 'react';

const Body = styled.div`
  font-size: 17px;
  line-height: 1.65;
  max-width: 72ch;
  h2,
  h3,
  h4 {
    line-height: 1.3;
    /* A section reached from the table of contents is not hidden under the header. */
    scroll-margin-top: ${layout.headerHeight + 16}px;
  }
  h2 {
    font-size: 24px;
    margin: ${space(8)} 0 ${space(3)};
  }
  h3 {
    font-size: 19px;
    margin: ${space(6)} 0 ${space(2)};
  }
  h4 {
    font-size: 17px;
  }
  li + li {
    margin-top: ${space(1)};
  }
  blockquote {
    margin: ${space(4)} 0;
    padding: ${space(2)} ${space(4)};
    border-left: 4px solid ${colors.border};
    color: ${colors.textMuted};
  }
  code {
    background: ${colors.surface};
    padding: 0 ${space(1)};
    border-radius: ${radii.sm};
  }
  /* Wide tables scroll inside themselves on a phone instead of widening the page. */
  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
    margin: ${space(4)} 0;
    font-size: 15px;
  }
  th,
  td {
    border: 1px solid ${colors.border};
    padding: ${space(2)} ${space(3)};
    text-align: left;
    vertical-align: top;
  }
  th {
    background: ${colors.surface};
  }
`;

/**
 * The article's body: HTML the API rendered from Markdown and sanitized (api/src/blog/markdown), put
 * in as it is. In-site links in it go through the shell's navigation like every other link.
 */
export function ArticleBody({ html }: { html: string }) {
  const navigation = useNavigation();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest?.('a');
    const href = link?.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    navigation.navigate(href);
  };
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the links inside take the keyboard's Enter as a click
  return <Body data-testid="article-body" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
