import { OPEN_GRAPH_PROPERTIES, resolvePageHead, TWITTER_NAMES, type HeadContent } from './head-content';
import { PAGE_HEAD_ATTRIBUTE } from './head-elements';
import { jsonLdText } from './json-ld-text';
import type { PageHead } from './page-head';

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for an HTML attribute value (quoted) or element content: & < > " ' escaped. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

const mark = PAGE_HEAD_ATTRIBUTE;
const meta = (key: 'name' | 'property', name: string, content: string | undefined) =>
  content === undefined ? [] : [`<meta ${key}="${escapeHtml(name)}" content="${escapeHtml(content)}" ${mark}>`];

function elements(content: HeadContent): string[] {
  return [
    `<title ${mark}>${escapeHtml(content.title)}</title>`,
    ...meta('name', 'description', content.description),
    ...meta('name', 'keywords', content.keywords),
    ...(content.canonical ? [`<link rel="canonical" href="${escapeHtml(content.canonical)}" ${mark}>`] : []),
    ...meta('name', 'robots', content.robots),
    ...OPEN_GRAPH_PROPERTIES.flatMap((property) => meta('property', property, content.openGraph[property])),
    ...TWITTER_NAMES.flatMap((name) => meta('name', name, content.twitter[name])),
    ...content.jsonLd.map((o) => `<script type="application/ld+json" ${mark}>${jsonLdText(o)}</script>`),
  ];
}

/**
 * The page head as HTML for the server's `<head>` (spec §2 page head, first byte): the same tags
 * applyPageHead keeps up to date in the browser, each marked `data-page-head` so the browser adopts
 * them instead of adding its own. Every value is escaped; JSON-LD cannot close its script.
 *
 * `release` is not rendered: the release-version meta is owned by the HTML template (the shell's
 * index.html gets it from tools/webpack/create-app-config.cjs), so a second one would duplicate it.
 */
export function pageHeadHtml(head: PageHead, ctx: { shopId: number; release?: string; siteName?: string }): string {
  return elements(resolvePageHead(head, ctx)).join('\n');
}
