import { OPEN_GRAPH_PROPERTIES, resolvePageHead, TWITTER_NAMES } from './head-content';
import { claimHeadElement, setJsonLdScripts, setLink, setMeta, setMetaProperty } from './head-elements';
import type { JsonLd } from './json-ld';
import { jsonLdText } from './json-ld-text';

export { ROBOTS_NOINDEX } from './head-content';

export interface PageHead {
  /** Page title without the brand; empty gives the default title. */
  title?: string;
  /** Empty gives DEFAULT_DESCRIPTION. */
  description?: string;
  keywords?: string[] | string;
  /** Absolute http(s) URL; anything else is left out. */
  canonical?: string;
  noindex?: boolean;
  /** Open Graph / Twitter image: absolute, or root-relative (made absolute against the canonical origin). */
  image?: string;
  /** og:type; `website` when absent. */
  type?: 'website' | 'product' | 'article';
  /** schema.org JSON-LD objects (see json-ld.ts); root-relative URLs in them are made absolute likewise. */
  jsonLd?: JsonLd[];
}

/**
 * Spec §2: "A page head sets title, description, keywords and canonical link. A no-index flag adds
 * a robots noindex,nofollow tag." Shop 2023 is always noindex. The service owns these tags, the
 * Open Graph and Twitter metas and the JSON-LD scripts: each ends up present at most once (tags
 * the server rendered, or index.html had, are adopted), and tags the new head leaves out are removed.
 * The same content as pageHeadHtml (both come from resolvePageHead).
 */
export function applyPageHead(head: PageHead, opts: { shopId: number; doc?: Document; siteName?: string }): void {
  const doc = opts.doc ?? globalThis.document;
  if (!doc) return;
  const content = resolvePageHead(head, opts);
  // One <title> in <head> (an SVG's <title> elsewhere is not ours): the server's, adopted.
  claimHeadElement(doc, 'head > title', () => doc.createElement('title')).textContent = content.title;
  setMeta(doc, 'description', content.description);
  setMeta(doc, 'keywords', content.keywords);
  setLink(doc, 'canonical', content.canonical);
  setMeta(doc, 'robots', content.robots);
  for (const property of OPEN_GRAPH_PROPERTIES) setMetaProperty(doc, property, content.openGraph[property]);
  for (const name of TWITTER_NAMES) setMeta(doc, name, content.twitter[name]);
  setJsonLdScripts(doc, content.jsonLd.map(jsonLdText));
}
