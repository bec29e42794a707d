/** A parsed element or text: the API's HTML as a small tree, the same in the browser and on the server. */
export type RichNode = { tag: string; children: RichNode[] } | string;

function fromDom(node: Node, drop: ReadonlySet<string>): RichNode | null {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const tag = (node as Element).tagName.toLowerCase();
  if (drop.has(tag)) return null;
  return { tag, children: Array.from(node.childNodes, (child) => fromDom(child, drop)).filter((c): c is RichNode => c !== null) };
}

/**
 * Browser: the platform's own parser (no library shipped). The server build uses parse-html.server.ts
 * (htmlparser2), which builds the same tree; parse-html.test.ts holds both to the same answers.
 */
export function parseHtml(html: string, drop: ReadonlySet<string>): RichNode[] {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return Array.from(doc.body.childNodes, (n) => fromDom(n, drop)).filter((c): c is RichNode => c !== null);
}
