import { startTestApi, type TestApi } from '../test-support/test-api';
import { CONTENT_TYPES, isShownAt, normalisePagePath } from './content-types';

const CONTENT = '/infra/public/buyer/content-config/v2';
const PAGE = '/infra/public/buyer/url/content-config/info/v2';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const codes = (list: Array<{ type: string; code: string }>) => list.map((e) => `${e.type}:${e.code}`);

describe('POST /infra/public/buyer/content-config/v2', () => {
  it('answers the asked types only, in the order asked, sorted within a type', async () => {
    const res = await api.post(CONTENT, { body: { types: ['MOBILE_BANNER', 'BANNER'] } });
    expect(res.status).toBe(200);
    expect(codes(res.body.data.list)).toEqual(['MOBILE_BANNER:brake-season', 'MOBILE_BANNER:lighting-upgrade', 'BANNER:brake-season', 'BANNER:lighting-upgrade']);
    expect(res.body.data.list[2].value).toMatchObject({ heading: 'Brake pads and rotors that fit', image: 'banner/brakes-desktop.svg', link: '/brake-pads' });
    expect(res.body.data.list[0].value.image).toBe('banner/brakes-mobile.svg');
    expect(res.body.data.fileAddress).toBe(`${api.config.publicUrl}/infra/public/file/`);
  });

  it('answers each shop its own content: US in dollars, Canada in CA$', async () => {
    const us = await api.post(CONTENT, { body: { types: ['ANNOUNCEMENT'] } });
    const ca = await api.post(CONTENT, { body: { types: ['ANNOUNCEMENT'] }, shopId: 2023 });
    expect(us.body.data.list.map((e: { value: { text: string } }) => e.value.text)).toEqual(['Free shipping on orders over $79 · 90-day returns']);
    expect(ca.body.data.list.map((e: { value: { text: string } }) => e.value.text)).toEqual(['Free shipping across Canada on orders over CA$99 · 90-day returns']);
    const caBanner = await api.post(CONTENT, { body: { types: ['BANNER'] }, shopId: 2023 });
    expect(caBanner.body.data.list[0].value.text).toContain('CA$');
  });

  it('every seeded type has at least one entry shown now in both shops', async () => {
    for (const shopId of [2022, 2023] as const) {
      const res = await api.post(CONTENT, { body: { types: [...CONTENT_TYPES] }, shopId });
      expect(new Set(res.body.data.list.map((e: { type: string }) => e.type))).toEqual(new Set(CONTENT_TYPES));
    }
  });

  it('shows an entry inside its window only, and a changed row at once (no rebuild)', async () => {
    const insert = (code: string, startsAt: string | null, endsAt: string | null, active = true) =>
      api.database.query(
        `insert into content_entry (shop_id, type, code, title, value, sort, active, starts_at, ends_at)
         values (2022, 'REVIEW_BANNER', $1, $1, '{"heading":"x"}', 5, $2, $3, $4)`,
        [code, active, startsAt, endsAt],
      );
    const minute = 60_000;
    const at = (offset: number) => new Date(Date.now() + offset).toISOString();
    await insert('t-running', at(-minute), at(10 * minute));
    await insert('t-future', at(10 * minute), null);
    await insert('t-ended', null, at(-minute));
    await insert('t-off', null, null, false);
    try {
      const list = (await api.post(CONTENT, { body: { types: ['REVIEW_BANNER'] } })).body.data.list;
      expect(codes(list)).toEqual(['REVIEW_BANNER:review-reward', 'REVIEW_BANNER:t-running']);
      // Canada's content is its own: the US rows are not there.
      expect(codes((await api.post(CONTENT, { body: { types: ['REVIEW_BANNER'] }, shopId: 2023 })).body.data.list)).toEqual(['REVIEW_BANNER:review-reward']);
      await api.database.query("update content_entry set active = false where code = 't-running'");
      expect(codes((await api.post(CONTENT, { body: { types: ['REVIEW_BANNER'] } })).body.data.list)).toEqual(['REVIEW_BANNER:review-reward']);
    } finally {
      await api.database.query("delete from content_entry where code like 't-%'");
    }
  });

  it('the seeded Black Friday 2025 announcement is over: not shown', async () => {
    const list = (await api.post(CONTENT, { body: { types: ['ANNOUNCEMENT'] } })).body.data.list;
    expect(codes(list)).not.toContain('ANNOUNCEMENT:black-friday-2025');
    const [row] = await api.database.query<{ n: number }>("select count(*)::int as n from content_entry where code = 'black-friday-2025'");
    expect(row!.n).toBe(2);
  });

  it.each([
    [{ types: ['SPLASH'] }, 'types.0 must be one of ANNOUNCEMENT'],
    [{ types: [] }, 'types must NOT have fewer than 1 items'],
    [{}, 'types is required'],
    [{ types: ['BANNER', 'BANNER'] }, 'types must NOT have duplicate items'],
    [{ types: ['BANNER'], shop: 2023 }, 'shop is not an allowed field'],
    [{ types: 'nope' }, 'must be one of'],
  ])('%j → 400 with a clear message', async (body, message) => {
    const res = await api.post(CONTENT, { body });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.msg).toContain(message);
  });

  it('malformed JSON → 400, not 500', async () => {
    const res = await api.post(CONTENT, { rawBody: '{"types": [', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });
});

describe('POST /infra/public/buyer/url/content-config/info/v2', () => {
  it("answers a category page's important-category banner, whatever the URL's form", async () => {
    for (const url of ['/brake-pads', '/Brake-Pads/', 'https://www.axlebay.example/brake-pads?sort=price#top']) {
      const res = await api.post(PAGE, { body: { url } });
      expect(res.status).toBe(200);
      expect(res.body.data.url).toBe('/brake-pads');
      expect(codes(res.body.data.list)).toEqual(['IMPORTANT_CATEGORY_BANNER:brake-pads']);
    }
    const ca = await api.post(PAGE, { body: { url: '/brake-pads' }, shopId: 2023 });
    expect(ca.body.data.list[0].value.text).toContain('Canada');
  });

  it('a page with no content answers an empty list; a type filter narrows', async () => {
    expect((await api.post(PAGE, { body: { url: '/search' } })).body.data.list).toEqual([]);
    expect((await api.post(PAGE, { body: { url: '/headlights', types: ['BLOG_BANNER'] } })).body.data.list).toEqual([]);
    expect((await api.post(PAGE, { body: { url: '/headlights', types: ['IMPORTANT_CATEGORY_BANNER'] } })).body.data.list).toHaveLength(1);
  });

  it('bad bodies → 400', async () => {
    expect((await api.post(PAGE, { body: {} })).body.msg).toBe('url is required');
    expect((await api.post(PAGE, { body: { url: '' } })).status).toBe(400);
    expect((await api.post(PAGE, { body: { url: '/x', types: ['NOPE'] } })).status).toBe(400);
    const badEscape = await api.post(PAGE, { body: { url: '/%E0%A4%A' } });
    expect(badEscape.status).toBe(400);
    expect(badEscape.body.msg).toContain('url must be a page path');
  });
});

describe('files and support', () => {
  it('GET /infra/public/buyer/file/address names where files are served; a banner picture is there', async () => {
    const res = await api.get('/infra/public/buyer/file/address');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.body.data.address).toBe(`${api.config.publicUrl}/infra/public/file/`);
    // The test API listens on its own port: the same path, asked of it.
    const path = (file: string) => new URL(file, res.body.data.address).pathname;
    const picture = await fetch(`${api.url}${path('banner/brakes-mobile.svg')}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toContain('image/svg+xml');
    expect(await picture.text()).toContain('viewBox="0 0 750 500"');
    expect((await fetch(`${api.url}${path('banner/nope-desktop.svg')}`)).status).toBe(400);
  });

  it('GET /customer/public/online-customer/config/v2 answers the hours and the shop’s own phone and email', async () => {
    const us = await api.get('/customer/public/online-customer/config/v2');
    expect(us.status).toBe(200);
    expect(us.body.data).toMatchObject({ online: true, hours: '24/7', phone: '+1 (302) 555-0142', email: 'support@axlebay.example', timezone: 'America/New_York' });
    expect(us.body.data.channels.map((c: { type: string }) => c.type)).toEqual(['CHAT', 'PHONE', 'EMAIL']);
    const ca = await api.get('/customer/public/online-customer/config/v2', { shopId: 2023 });
    expect(ca.body.data).toMatchObject({ phone: '+1 (416) 555-0142', timezone: 'America/Toronto' });
    // Data, not code: a changed phone shows at once.
    await api.database.query(`update shop_setting set value = '"+1 (302) 555-0199"' where shop_id = 2022 and key = 'COMPANY_PHONE'`);
    try {
      expect((await api.get('/customer/public/online-customer/config/v2')).body.data.phone).toBe('+1 (302) 555-0199');
    } finally {
      await api.database.query(`update shop_setting set value = '"+1 (302) 555-0142"' where shop_id = 2022 and key = 'COMPANY_PHONE'`);
    }
  });
});

describe('content rules', () => {
  const t = (iso: string) => new Date(iso);
  const entry = { active: true, startsAt: t('2026-11-27T05:00:00Z'), endsAt: t('2026-12-01T05:00:00Z') };
  it('a window includes its start and excludes its end', () => {
    expect(isShownAt(entry, t('2026-11-27T04:59:59.999Z'))).toBe(false);
    expect(isShownAt(entry, t('2026-11-27T05:00:00Z'))).toBe(true);
    expect(isShownAt(entry, t('2026-12-01T04:59:59.999Z'))).toBe(true);
    expect(isShownAt(entry, t('2026-12-01T05:00:00Z'))).toBe(false);
    expect(isShownAt({ ...entry, active: false }, t('2026-11-28T00:00:00Z'))).toBe(false);
    expect(isShownAt({ active: true, startsAt: null, endsAt: null }, t('2026-11-28T00:00:00Z'))).toBe(true);
  });
  it('page paths are stored lower-case without query or trailing slash', () => {
    expect(normalisePagePath('/')).toBe('/');
    expect(normalisePagePath('/Brake-Pads//')).toBe('/brake-pads');
    expect(normalisePagePath('https://ca.axlebay.example/headlights?x=1')).toBe('/headlights');
    expect(normalisePagePath('/%E0%A4%A')).toBeUndefined();
  });
});
