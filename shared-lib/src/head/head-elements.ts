/** Marks the head elements applyPageHead owns. */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';

/**
 * Returns the single element matching `selector`, creating it in <head> when missing.
 * One that is already there (e.g. from index.html) is adopted; duplicates are removed.
 */
export function claimHeadElement(doc: Document, selector: string, create: () => HTMLElement): HTMLElement {
  const existing = Array.from(doc.querySelectorAll<HTMLElement>(selector));
  const kept = existing.find((el) => el.hasAttribute(PAGE_HEAD_ATTRIBUTE)) ?? existing[0] ?? doc.head.appendChild(create());
  for (const el of existing) if (el !== kept) el.remove();
  kept.setAttribute(PAGE_HEAD_ATTRIBUTE, '');
  return kept;
}

export function removeHeadElements(doc: Document, selector: string): void {
  for (const el of Array.from(doc.querySelectorAll(selector))) el.remove();
}

/**
 * Sets `<tag keyAttr="key" valueAttr="value">` (one per key), or removes it when `value` is
 * undefined: the one mechanism behind the meta and link setters.
 */
function setKeyed(doc: Document, tag: 'meta' | 'link', keyAttr: string, key: string, valueAttr: string, value: string | undefined): void {
  const selector = `${tag}[${keyAttr}="${key}"]`;
  if (value === undefined) return removeHeadElements(doc, selector);
  const element = claimHeadElement(doc, selector, () => {
    const el = doc.createElement(tag);
    el.setAttribute(keyAttr, key);
    return el;
  });
  element.setAttribute(valueAttr, value);
}

/** Sets `<meta name=… content=…>`, or removes it when `content` is undefined. */
export function setMeta(doc: Document, name: string, content: string | undefined): void {
  setKeyed(doc, 'meta', 'name', name, 'content', content);
}

/** Sets `<link rel=… href=…>`, or removes it when `href` is undefined. */
export function setLink(doc: Document, rel: string, href: string | undefined): void {
  setKeyed(doc, 'link', 'rel', rel, 'href', href);
}

/** Sets `<meta property=… content=…>` (Open Graph), or removes it when `content` is undefined. */
export function setMetaProperty(doc: Document, property: string, content: string | undefined): void {
  setKeyed(doc, 'meta', 'property', property, 'content', content);
}

const OWNED_JSON_LD = `script[type="application/ld+json"][${PAGE_HEAD_ATTRIBUTE}]`;

/**
 * Makes the owned `<script type="application/ld+json">` elements hold exactly `texts`, in order.
 * When they already do (e.g. the server rendered them), nothing is touched; otherwise the owned
 * ones are replaced. JSON-LD without the attribute (someone else's) is left alone.
 */
export function setJsonLdScripts(doc: Document, texts: readonly string[]): void {
  const owned = Array.from(doc.querySelectorAll<HTMLScriptElement>(OWNED_JSON_LD));
  if (owned.length === texts.length && owned.every((el, i) => el.textContent === texts[i])) return;
  for (const el of owned) el.remove();
  for (const text of texts) {
    const script = doc.createElement('script');
    script.setAttribute('type', 'application/ld+json');
    script.setAttribute(PAGE_HEAD_ATTRIBUTE, '');
    script.textContent = text;
    doc.head.appendChild(script);
  }
}
