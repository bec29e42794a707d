import { createElement, type ReactNode } from 'react';
import { parseHtml, type RichNode } from './parse-html';

/** Tags kept from the API's HTML (detailContent, itemDecorate.content); headings move one level down. */
const KEEP: Record<string, string> = {
  p: 'p',
  ul: 'ul',
  ol: 'ol',
  li: 'li',
  strong: 'strong',
  b: 'strong',
  em: 'em',
  i: 'em',
  br: 'br',
  h1: 'h3',
  h2: 'h3',
  h3: 'h4',
  h4: 'h5',
  h5: 'h6',
  h6: 'h6',
  section: 'div',
  div: 'div',
  span: 'span',
  table: 'table',
  thead: 'thead',
  tbody: 'tbody',
  tr: 'tr',
  th: 'th',
  td: 'td',
};
/** Dropped with everything inside. */
const DROP = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'form', 'input', 'button', 'textarea', 'select', 'svg', 'math', 'img', 'video', 'audio', 'link', 'meta']);

function convert(node: RichNode, key: string): ReactNode {
  if (typeof node === 'string') return node;
  const children = node.children.map((child, i) => convert(child, `${key}.${i}`));
  const kept = KEEP[node.tag];
  if (!kept) return <span key={key}>{children}</span>;
  if (kept === 'br') return <br key={key} />;
  return createElement(kept, { key }, ...children);
}

const textOf = (node: RichNode): string => (typeof node === 'string' ? node : node.children.map(textOf).join(''));
const isHeading = (node: RichNode) => typeof node !== 'string' && /^h[1-6]$/.test(node.tag);

/**
 * The API's HTML as React elements: an allow-list of plain tags, no attributes, no scripts, no
 * innerHTML. A leading heading that only repeats `title` (the page's h1) is left out.
 */
export function richText(html: string | null | undefined, title?: string): ReactNode[] {
  if (!html) return [];
  const nodes = parseHtml(html, DROP).filter((n) => typeof n !== 'string' || n.trim());
  const first = nodes[0];
  if (title && first && isHeading(first) && textOf(first).trim() === title.trim()) nodes.shift();
  return nodes.map((node, i) => convert(node, String(i)));
}

export function RichText({ html, title, className }: { html: string | null | undefined; title?: string; className?: string }) {
  const nodes = richText(html, title);
  if (nodes.length === 0) return null;
  return <div className={className}>{nodes}</div>;
}
