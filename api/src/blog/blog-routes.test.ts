import { startTestApi, type TestApi } from '../test-support/test-api';
import { readArticleFiles } from './article-files';
import { BLOG_API } from './blog-routes';
import { BLOG_PAGE_SIZE } from './blog-queries';
import { BLOG_CATEGORIES } from './blog-taxonomy';
import { ensureBlog } from './ensure-blog';

const seeds = readArticleFiles();
const newestFirst = [...seeds].sort((a, b) => (a.published === b.published ? a.id.localeCompare(b.id) : b.published.localeCompare(a.published)));

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('blog home', () => {
  it('answers the newest featured article, the latest others, categories and topics with counts; cacheable', async () => {
    const res = await api.get(`${BLOG_API}/home`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const home = res.body.data;
    const featured = newestFirst.find((s) => s.featured)!;
    expect(home.featured).toMatchObject({ id: featured.id, title: featured.title, featured: true, publishedAt: featured.published });
    expect(home.latest.map((a: { id: string }) => a.id)).toEqual(newestFirst.filter((s) => s.id !== featured.id).slice(0, 6).map((s) => s.id));
    expect(home.categories.map((c: { handle: string }) => c.handle)).toEqual(BLOG_CATEGORIES.map((c) => c.handle));
    const brakes = home.categories.find((c: { handle: string }) => c.handle === 'brakes');
    expect(brakes.articleCount).toBe(seeds.filter((s) => s.category === 'brakes').length);
    const canada = home.topics.find((t: { handle: string }) => t.handle === 'canada');
    expect(canada.articleCount).toBe(seeds.filter((s) => s.topics.includes('canada')).length);
  });
});

describe('the article list', () => {
  it('pages 12 at a time, newest first, with the total', async () => {
    const first = (await api.get(`${BLOG_API}/articles`)).body.data;
    expect(first).toMatchObject({ page: 1, size: BLOG_PAGE_SIZE, total: seeds.length, pages: Math.ceil(seeds.length / BLOG_PAGE_SIZE) });
    expect(first.list.map((a: { id: string }) => a.id)).toEqual(newestFirst.slice(0, 12).map((s) => s.id));
    const second = (await api.get(`${BLOG_API}/articles`, { query: { page: 2 } })).body.data;
    expect(second.list.map((a: { id: string }) => a.id)).toEqual(newestFirst.slice(12, 24).map((s) => s.id));
    const card = second.list[0];
    expect(card).toEqual({
      id: expect.any(String),
      title: expect.any(String),
      summary: expect.any(String),
      category: { handle: expect.any(String), name: expect.any(String) },
      author: expect.any(String),
      publishedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      readingMinutes: expect.any(Number),
      featured: expect.any(Boolean),
    });
  });

  it('a page past the last is 404; a malformed page is 400 with a clear message', async () => {
    const pages = Math.ceil(seeds.length / BLOG_PAGE_SIZE);
    const past = await api.get(`${BLOG_API}/articles`, { query: { page: pages + 1 } });
    expect(past.status).toBe(404);
    expect(past.body.msg).toBe(`There is no page ${pages + 1} of these articles`);
    for (const page of ['0', '-1', 'abc', '1.5', '1001']) {
      const bad = await api.get(`${BLOG_API}/articles`, { query: { page } });
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toMatch(/^page must be/);
    }
    expect((await api.get(`${BLOG_API}/articles`, { query: { size: 500 } })).status).toBe(400);
  });
});

describe('an article', () => {
  const seed = seeds.find((s) => s.id === 'choosing-brake-pads')!;

  it('answers the sanitized HTML, TOC, reading time, category, topics, related articles and parts', async () => {
    const res = await api.get(`${BLOG_API}/articles/${seed.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const a = res.body.data;
    expect(a).toMatchObject({ id: seed.id, title: seed.title, author: seed.author, authorRole: seed.authorRole, publishedAt: seed.published, category: { handle: 'brakes', name: 'Brakes' } });
    expect(a.words).toBeGreaterThan(300);
    expect(a.readingMinutes).toBe(Math.max(1, Math.round(a.words / 200)));
    expect(a.toc[0]).toEqual({ level: 2, text: 'The three compounds', id: 'the-three-compounds' });
    expect(a.html).toContain('<h2 id="the-three-compounds">The three compounds</h2>');
    expect(a.html).toContain('<table tabindex="0">');
    expect(a.topics.map((t: { handle: string }) => t.handle).sort()).toEqual([...seed.topics].sort());
    expect(a.related).toHaveLength(3);
    // Same category first.
    expect(a.related.every((r: { category: { handle: string }; id: string }) => r.category.handle === 'brakes' && r.id !== seed.id)).toBe(true);
    const [category] = await api.database.query<{ id: number }>("select id from category where url_handle = 'brake-pads'");
    expect(a.relatedParts).toEqual({ categoryIds: [Number(category!.id)], categoryName: 'Brake Pads' });
  });

  it('an article without a catalog category gets its keyword as the parts query', async () => {
    const a = (await api.get(`${BLOG_API}/articles/find-parts-that-fit-your-vehicle`)).body.data;
    expect(a.relatedParts).toEqual({ keyword: 'brake pads' });
  });

  it('unknown is 404, malformed is 400, never 500', async () => {
    const unknown = await api.get(`${BLOG_API}/articles/no-such-article`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('There is no article with this id');
    // Fastify refuses path parameters over 100 characters itself: 414, still not a 500.
    expect((await api.get(`${BLOG_API}/articles/${'a'.repeat(121)}`)).status).toBe(414);
    for (const id of ['Choosing-Brake-Pads', 'a--b', 'x_y', '%20', '-a']) {
      const bad = await api.get(`${BLOG_API}/articles/${id}`);
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toMatch(/^id must/);
    }
  });

  it('an edit in the database shows at once, sanitized: content is data', async () => {
    const [before] = await api.database.query<{ body_markdown: string }>("select body_markdown from blog_article where id = 'bedding-in-new-brake-pads'");
    await api.database.query("update blog_article set body_markdown = $1 where id = 'bedding-in-new-brake-pads'", [
      '## Edited section\n\nNew text <script>alert(1)</script> [x](javascript:alert(1))\n',
    ]);
    try {
      const a = (await api.get(`${BLOG_API}/articles/bedding-in-new-brake-pads`)).body.data;
      expect(a.toc).toEqual([{ level: 2, text: 'Edited section', id: 'edited-section' }]);
      expect(a.html).toContain('New text &lt;script&gt;');
      expect(a.html).not.toContain('<script');
      expect(a.html).not.toContain('href="javascript:');
    } finally {
      // The PostgreSQL run shares its database with the other test files.
      await api.database.query("update blog_article set body_markdown = $1 where id = 'bedding-in-new-brake-pads'", [before!.body_markdown]);
    }
  });

  it('a scheduled article (published later) is neither served nor listed', async () => {
    await api.database.query("update blog_article set published_at = now() + interval '1 day' where id = 'reading-obd2-codes'");
    try {
      expect((await api.get(`${BLOG_API}/articles/reading-obd2-codes`)).status).toBe(404);
      const list = (await api.get(`${BLOG_API}/articles`)).body.data;
      expect(list.total).toBe(seeds.length - 1);
      const category = (await api.get(`${BLOG_API}/categories/engine-maintenance`)).body.data;
      expect(category.list.map((c: { id: string }) => c.id)).not.toContain('reading-obd2-codes');
    } finally {
      await api.database.query("update blog_article set published_at = '2026-07-14T12:00:00Z' where id = 'reading-obd2-codes'");
    }
  });
});

describe('categories and topics', () => {
  it('a category answers itself and its articles, paged', async () => {
    const res = await api.get(`${BLOG_API}/categories/lighting`);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.category).toMatchObject({ handle: 'lighting', name: 'Lighting' });
    const expected = newestFirst.filter((s) => s.category === 'lighting').map((s) => s.id);
    expect(data.list.map((a: { id: string }) => a.id)).toEqual(expected);
    expect(data).toMatchObject({ page: 1, total: expected.length, pages: 1 });
    expect((await api.get(`${BLOG_API}/categories/lighting`, { query: { page: 2 } })).status).toBe(404);
  });

  it('a topic answers itself and its articles', async () => {
    const data = (await api.get(`${BLOG_API}/topics/winter-driving`)).body.data;
    expect(data.topic).toMatchObject({ handle: 'winter-driving', name: 'Winter driving' });
    expect(data.list.map((a: { id: string }) => a.id)).toEqual(newestFirst.filter((s) => s.topics.includes('winter-driving')).map((s) => s.id));
  });

  it('unknown handles are 404, malformed ones 400', async () => {
    expect((await api.get(`${BLOG_API}/categories/pets`)).status).toBe(404);
    expect((await api.get(`${BLOG_API}/topics/pets`)).body.msg).toBe('There is no blog topic with this handle');
    const bad = await api.get(`${BLOG_API}/topics/Winter%20Driving`);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/^handle must/);
    expect((await api.get(`${BLOG_API}/categories/lighting`, { query: { page: 'x' } })).status).toBe(400);
  });
});

describe('ensureBlog', () => {
  it('adds what is missing and keeps what was edited', async () => {
    await api.database.query("update blog_article set title = 'Edited title' where id = 'shocks-vs-struts'");
    await api.database.query("delete from blog_article where id = 'lift-kit-planning'");
    await ensureBlog(api.database);
    const rows = await api.database.query<{ id: string; title: string }>("select id, title from blog_article where id in ('shocks-vs-struts', 'lift-kit-planning') order by id");
    expect(rows).toEqual([
      { id: 'lift-kit-planning', title: seeds.find((s) => s.id === 'lift-kit-planning')!.title },
      { id: 'shocks-vs-struts', title: 'Edited title' },
    ]);
    const topics = await api.database.query<{ topic_handle: string }>("select topic_handle from blog_article_topic where article_id = 'lift-kit-planning' order by 1");
    expect(topics.map((t) => t.topic_handle)).toEqual([...seeds.find((s) => s.id === 'lift-kit-planning')!.topics].sort());
    await api.database.query("update blog_article set title = $1 where id = 'shocks-vs-struts'", [seeds.find((s) => s.id === 'shocks-vs-struts')!.title]);
  });
});
