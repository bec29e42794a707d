import { isNoindexShop } from '../market/noindex-shop';
import { setLink, setMeta } from './head-elements';
import { DEFAULT_DESCRIPTION, formatTitle } from './title';

export interface PageHead {
  /** Page title without the brand; empty gives the default title. */
  title?: string;
  /** Empty gives DEFAULT_DESCRIPTION. */
  description?: string;
  keywords?: string[] | string;
  /** Absolute http(s) URL; anything else is left out. */
  canonical?: string;
  noindex?: boolean;
}

export const ROBOTS_NOINDEX = 'noindex,nofollow';

function keywordsContent(keywords: PageHead['keywords']): string | undefined {
  const list = Array.isArray(keywords) ? keywords : [keywords ?? ''];
  const content = list
    .map((k) => k.trim())
    .filter(Boolean)
    .join(', ');
  return content || undefined;
}

function absoluteUrl(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Spec: "A page head sets title, description, keywords and canonical link. A no-index flag adds
 * a robots noindex,nofollow tag." Shop 2023 is always noindex. The service owns these tags:
 * each ends up present at most once, and tags the new head leaves out are removed.
 */
export function applyPageHead(head: PageHead, opts: { shopId: number; doc?: Document }): void {
  const doc = opts.doc ?? globalThis.document;
  if (!doc) return;
  doc.title = formatTitle(head.title);
  setMeta(doc, 'description', head.description?.trim() || DEFAULT_DESCRIPTION);
  setMeta(doc, 'keywords', keywordsContent(head.keywords));
  setLink(doc, 'canonical', absoluteUrl(head.canonical));
  setMeta(doc, 'robots', head.noindex || isNoindexShop(opts.shopId) ? ROBOTS_NOINDEX : undefined);
}
