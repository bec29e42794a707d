import { DEPARTMENTS } from '../catalog/generate/category-tree';
import { parseArticleFile, readArticleFiles } from './article-files';
import { BLOG_CATEGORIES, BLOG_TOPICS } from './blog-taxonomy';
import { renderMarkdown } from './markdown/render-markdown';

const seeds = readArticleFiles();
const ids = new Set(seeds.map((s) => s.id));
const catalogHandles = new Set(DEPARTMENTS.flatMap((d) => [d.handle, ...d.leaves.map((l) => l.handle)]));

describe('the article files', () => {
  it('are at least 40, spread over every category, with several featured', () => {
    expect(seeds.length).toBeGreaterThanOrEqual(40);
    for (const c of BLOG_CATEGORIES) expect(seeds.filter((s) => s.category === c.handle).length).toBeGreaterThanOrEqual(5);
    for (const t of BLOG_TOPICS) expect(seeds.some((s) => s.topics.includes(t.handle))).toBe(true);
    expect(seeds.filter((s) => s.featured).length).toBeGreaterThanOrEqual(3);
  });

  it.each(seeds.map((s) => [s.id, s] as const))('%s: 300–600 words, sections, a table or list, published in the past', (_id, seed) => {
    const { words, toc, html } = renderMarkdown(seed.body);
    expect(words).toBeGreaterThanOrEqual(300);
    expect(words).toBeLessThanOrEqual(600);
    expect(toc.filter((e) => e.level === 2).length).toBeGreaterThanOrEqual(3);
    expect(html).toMatch(/<(table|ul|ol)>/);
    expect(Date.parse(seed.published)).toBeLessThan(Date.now());
    expect(seed.published >= '2025-01-01').toBe(true);
    expect(seed.title.length).toBeLessThanOrEqual(100);
    expect(seed.summary.length).toBeLessThanOrEqual(200);
    expect(seed.topics.length).toBeGreaterThanOrEqual(1);
  });

  it.each(seeds.map((s) => [s.id, s] as const))('%s: every in-site link leads somewhere that exists', (_id, seed) => {
    for (const [, href] of seed.body.matchAll(/\]\((\/[^)\s]*)\)/g)) {
      const path = href!.split('?')[0]!;
      if (path.startsWith('/blogs/')) expect(ids).toContain(path.slice('/blogs/'.length));
      else if (path === '/search') expect(href).toMatch(/^\/search\?keyword=[\w%]+$/);
      else expect(catalogHandles).toContain(path.slice(1));
    }
    if (seed.partsCategory) expect(catalogHandles).toContain(seed.partsCategory);
    expect(seed.partsCategory || seed.partsKeyword).toBeTruthy();
  });

  it('refuses a file the blog could not show, naming it', () => {
    const file = (meta: string) => `---\n${meta}\n---\nBody`;
    const base = 'title: T\nsummary: S\nauthor: A\npublished: 2025-03-01';
    expect(() => parseArticleFile('x.md', 'no front matter')).toThrow('x.md: no front matter');
    expect(() => parseArticleFile('x.md', file(`${base}\ncategory: pets`))).toThrow('x.md: unknown category "pets"');
    expect(() => parseArticleFile('x.md', file(`${base}\ncategory: brakes\ntopics: [cats]`))).toThrow('unknown topic "cats"');
    expect(() => parseArticleFile('Bad Name.md', file(`${base}\ncategory: brakes`))).toThrow('lowercase words joined by hyphens');
    expect(() => parseArticleFile('x.md', file('title: T\ncategory: brakes\nauthor: A\npublished: 2025-03-01'))).toThrow('"summary" is missing');
    expect(parseArticleFile('x-y.md', file(`${base}\ncategory: brakes\ntopics: [fitment]`))).toMatchObject({ id: 'x-y', published: '2025-03-01', topics: ['fitment'], featured: false });
  });
});
