import { startTestApi, type TestApi } from '../../test-support/test-api';

let api: TestApi;
/** An image without its texts (brand, view, title), which differ from item to item anyway. */
const drawing = (svg: string) => svg.replace(/<text[^>]*>[^<]*<\/text>/g, '').replace(/aria-label="[^"]*"/, '');
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('generated images (SVG)', () => {
  it('serves every declared item image as cacheable SVG, sized as declared', async () => {
    const [item] = await api.database.query<{ id: number; images: { url: string; size: string }[] }>(
      "select item_id::int as id, item_images as images from item_content where item_images @> '[{\"size\": \"1200x900\"}]' order by item_id limit 1",
    );
    for (const image of item!.images) {
      const path = new URL(image.url).pathname;
      const res = await api.get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const svg = res.body as string;
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      const [w, h] = image.size.split('x');
      expect(svg).toContain(`viewBox="0 0 ${w} ${h}"`);
    }
    const small = (await api.get(new URL(item!.images[0]!.url).pathname, { query: { w: 360 } })).body as string;
    expect(small).toMatch(/^<svg [^>]*width="360" height="360"/);
  });

  it('escapes the title and draws oversized or unparsable declared sizes at the default size', async () => {
    const [odd] = await api.database.query<{ id: number; index: number }>(
      `select c.item_id::int as id, (m->>'index')::int as index from item_content c, jsonb_array_elements(c.item_images) m
       where m->>'size' in ('8000x8000', 'unknown') order by c.item_id limit 1`,
    );
    const svg = (await api.get(`/item/public/image/item/${odd!.id}/${odd!.index}.svg`)).body as string;
    expect(svg).toContain('viewBox="0 0 1600 1600"');
    expect(svg).not.toMatch(/<text[^>]*>[^<]*[<>"][^<]*<\/text>/);
  });

  it('serves brand logos and category tiles, a part type tile with its own drawing', async () => {
    const logo = await api.get('/item/public/image/brand/1.svg');
    expect(logo.status).toBe(200);
    expect(logo.body).toContain('Axlebay Select');
    const tile = await api.get('/item/public/image/category/101.svg');
    expect(tile.body).toContain('Headlights');
    const [a, b] = await api.database.query<{ id: number }>("select id from category where parent_id is not null order by id limit 2");
    const [tileA, tileB] = await Promise.all([a, b].map(async (c) => (await api.get(`/item/public/image/category/${c!.id}.svg`)).body as string));
    expect(drawing(tileA!)).not.toBe(drawing(tileB!));
  });

  it('every media URL an item declares is an image the API serves (no videos)', async () => {
    const rows = await api.database.query<{ id: number; images: { url: string }[]; videos: unknown[]; cover: string }>(
      'select item_id::int as id, item_images as images, additional_videos as videos, additional_video_cover_url as cover from item_content',
    );
    expect(rows.length).toBeGreaterThan(0);
    const paths = rows.flatMap((r) => r.images.map((m) => new URL(m.url).pathname));
    expect(paths.every((p) => /^\/item\/public\/image\/item\/\d+\/\d\.svg$/.test(p))).toBe(true);
    expect(rows.filter((r) => r.videos.length > 0 || r.cover !== '')).toEqual([]);
    const sample = paths.filter((_, k) => k % Math.ceil(paths.length / 25) === 0);
    for (const path of sample) expect((await api.get(path)).status).toBe(200);
  });

  it('draws parts apart: a page of brake results is not one picture repeated', async () => {
    const page = await api.database.query<{ id: number; category: number }>(
      `select i.id::int as id, i.category_id as category from item i join category c on c.id = i.category_id join category d on d.id = c.parent_id
       where d.url_handle = 'brakes' order by i.sales desc, i.id limit 24`,
    );
    expect(page).toHaveLength(24);
    const drawings = await Promise.all(page.map(async (i) => drawing((await api.get(`/item/public/image/item/${i.id}/0.svg`)).body as string)));
    expect(new Set(drawings).size).toBeGreaterThan(20);
    expect(new Set(page.map((i) => i.category)).size).toBeGreaterThan(2);
  });

  it('404s for images that do not exist, 400 for malformed names', async () => {
    const [item] = await api.database.query<{ id: number; n: number }>(
      "select item_id::int as id, jsonb_array_length(item_images) as n from item_content where jsonb_array_length(item_images) < 6 order by item_id limit 1",
    );
    expect((await api.get(`/item/public/image/item/${item!.id}/${item!.n}.svg`)).status).toBe(404);
    expect((await api.get(`/item/public/image/item/${item!.id}/cover.svg`)).status).toBe(400);
    expect((await api.get('/item/public/image/item/1/0.svg')).status).toBe(404);
    expect((await api.get('/item/public/image/brand/999.svg')).status).toBe(404);
    expect((await api.get('/item/public/image/item/1000001/0.png')).status).toBe(400);
    expect((await api.get('/item/public/image/item/1000001/0.svg', { query: { w: 9000 } })).status).toBe(400);
  });
});
