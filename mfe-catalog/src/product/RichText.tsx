import { createElement, type ReactNode } from 'react';

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

function convert(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const tag = (node as Element).tagName.toLowerCase();
  if (DROP.has(tag)) return null;
  const children = Array.from(node.childNodes, (child, i) => convert(child, `${key}.${i}`));
  const kept = KEEP[tag];
  if (!kept) return <span key={key}>{children}</span>;
  if (kept === 'br') return <br key={key} />;
  return createElement(kept, { key }, ...children);
}

const isHeading = (node: Node) => node.nodeType === Node.ELEMENT_NODE && /^h[1-6]$/i.test((node as Element).tagName);

/**
 * The API's HTML as React elements: an allow-list of plain tags, no attributes, no scripts, no
 * innerHTML. A leading heading that only repeats `title` (the page's h1) is left out.
 */
export function richText(html: string | null | undefined, title?: string): ReactNode[] {
  if (!html) return [];
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const nodes = Array.from(doc.body.childNodes).filter((n) => n.nodeType !== Node.TEXT_NODE || n.textContent?.trim());
  const first = nodes[0];
  if (title && first && isHeading(first) && first.textContent?.trim() === title.trim()) nodes.shift();
  return nodes.map((node, i) => convert(node, String(i)));
}

export function RichText({ html, title, className }: { html: string | null | undefined; title?: string; className?: string }) {
  const nodes = richText(html, title);
  if (nodes.length === 0) return null;
  return <div className={className}>{nodes}</div>;
}
