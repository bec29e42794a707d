import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { slugify } from '../../taxonomy/derive/slug';

/** One entry of an article's table of contents: an `##` or `###` heading and its anchor. */
export interface TocEntry {
  level: 2 | 3;
  text: string;
  id: string;
}

export interface RenderedMarkdown {
  /** Sanitized HTML, safe to put in the page as it is. */
  html: string;
  toc: TocEntry[];
  words: number;
}

/** Words a minute for the reading time shown on cards and articles. */
export const WORDS_PER_MINUTE = 200;

export const readingMinutes = (words: number) => Math.max(1, Math.round(words / WORDS_PER_MINUTE));

/** Words of a Markdown text, without its markup. */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[#>*_`|[\]-]+/g, ' ');
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** "Brake pads: ceramic vs. semi-metallic" → "brake-pads-ceramic-vs-semi-metallic" (the shop's url-handle rule). */
export const slugOf = (text: string) => slugify(text) || 'section';

/**
 * Markdown-it as articles need it: CommonMark + tables, raw HTML off (a `<script>` in the Markdown
 * becomes visible text), no typographer surprises, links checked by markdown-it's own `validateLink`
 * (no `javascript:`, `vbscript:`, `file:` or non-image `data:` URLs).
 */
const md = new MarkdownIt({ html: false, linkify: false, typographer: false });

/**
 * What survives into the page: the tags Markdown makes, nothing that runs or styles. No `style`, no
 * event handler, no iframe or image; links only to http(s), mailto and in-site paths. Ids only on
 * headings (the table of contents' anchors, made here, never taken from the text).
 */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'code', 'pre', 'blockquote', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'hr', 'br', 's'],
  // Table alignment (markdown-it's one `style`) is dropped with every other style.
  allowedAttributes: { a: ['href', 'title', 'rel'], h2: ['id'], h3: ['id'], ol: ['start'], table: ['tabindex'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'escape',
  transformTags: {
    // Headings deeper than the article's outline (####…) become h4.
    h5: 'h4',
    h6: 'h4',
    // A wide table scrolls sideways inside itself on a phone: focusable, so the keyboard can scroll it (WCAG 2.1.1).
    table: (tagName) => ({ tagName, attribs: { tabindex: '0' } }),
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const external = /^https?:\/\//i.test(href);
      return { tagName, attribs: { ...attribs, ...(external ? { rel: 'noopener noreferrer nofollow' } : {}) } };
    },
  },
};

/** The allowlist alone, for HTML from anywhere (renderMarkdown's output always passes through it). */
export const sanitizeArticleHtml = (html: string) => sanitizeHtml(html, SANITIZE);

/**
 * Renders an article's Markdown to sanitized HTML with stable heading ids (the heading's words,
 * numbered when repeated: `fitment`, `fitment-2`) and the table of contents of its `##`/`###`.
 */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const tokens = md.parse(markdown, {});
  const toc: TocEntry[] = [];
  const used = new Map<string, number>();
  for (let i = 0; i < tokens.length; i++) {
    const open = tokens[i]!;
    if (open.type !== 'heading_open') continue;
    // The page's title is its one h1: a `#` heading in the body is a section like `##`.
    if (open.tag === 'h1') {
      open.tag = 'h2';
      tokens[i + 2]!.tag = 'h2';
    }
    const inline = tokens[i + 1];
    const text = (inline?.children ?? [])
      .filter((c) => c.type === 'text' || c.type === 'code_inline')
      .map((c) => c.content)
      .join('')
      .trim();
    const base = slugOf(text);
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    const id = seen ? `${base}-${seen + 1}` : base;
    open.attrSet('id', id);
    if (open.tag === 'h2' || open.tag === 'h3') toc.push({ level: open.tag === 'h2' ? 2 : 3, text, id });
  }
  const raw = md.renderer.render(tokens, md.options, {});
  const html = sanitizeArticleHtml(raw);
  return { html, toc, words: countWords(markdown) };
}
