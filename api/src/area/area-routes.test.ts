import { startTestApi, type TestApi } from '../test-support/test-api';

const CHILDREN = '/infra/public/area-dict/children';
const AUTO = '/infra/public/buyer/area-dict/address/auto-complete';
const DETAIL = '/infra/public/buyer/area-dict/address/place-detail';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, 120_000);
afterAll(() => api?.close());

interface Node {
  id: number;
  code: string;
  name: string;
}

describe('GET /infra/public/area-dict/children/{id}', () => {
  it('208 → the 50 states, DC and five territories', async () => {
    const res = await api.get(`${CHILDREN}/208`);
    expect(res.status).toBe(200);
    const states: Node[] = res.body.data;
    expect(states).toHaveLength(56);
    expect(states).toContainEqual({ id: expect.any(Number), code: 'CA', name: 'California' });
    expect(states.map((s) => s.code)).toEqual(expect.arrayContaining(['DC', 'PR', 'GU', 'VI', 'AS', 'MP']));
  });

  it('206 → the 13 provinces and territories', async () => {
    const provinces: Node[] = (await api.get(`${CHILDREN}/206`)).body.data;
    expect(provinces.map((p) => p.code).sort()).toEqual(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']);
  });

  it("a state's id → its cities, distinct and sorted", async () => {
    const states: Node[] = (await api.get(`${CHILDREN}/208`)).body.data;
    const california = states.find((s) => s.code === 'CA')!;
    const cities: { name: string }[] = (await api.get(`${CHILDREN}/${california.id}`)).body.data;
    const names = cities.map((c) => c.name);
    expect(names).toContain('Beverly Hills');
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names);
    const provinces: Node[] = (await api.get(`${CHILDREN}/206`)).body.data;
    const quebec = provinces.find((p) => p.code === 'QC')!;
    expect((await api.get(`${CHILDREN}/${quebec.id}`)).body.data).toContainEqual({ name: 'Montreal' });
  });

  it('unknown id → 404 envelope; non-numeric → 400', async () => {
    const unknown = await api.get(`${CHILDREN}/12345`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, httpCode: 404, msg: 'This area does not exist' });
    expect((await api.get(`${CHILDREN}/abc`)).status).toBe(400);
    expect((await api.get(`${CHILDREN}/${'9'.repeat(40)}`)).status).toBe(400);
  });
});

describe('GET /infra/public/buyer/area-dict/address/auto-complete', () => {
  const suggest = async (keyword: string, countryId?: number, shopId?: 2022 | 2023) => {
    const res = await api.get(AUTO, { query: { keyword, countryId }, shopId });
    expect(res.status).toBe(200);
    return res.body.data as { placeId: string; text: string; postalCode: string; city: string; state: string; country: string }[];
  };

  it('a US ZIP (or its start) matches codes', async () => {
    expect(await suggest('90210', 208)).toEqual([{ placeId: 'US-90210', text: 'Beverly Hills, CA 90210', postalCode: '90210', city: 'Beverly Hills', state: 'CA', country: 'US' }]);
    const prefix = await suggest('902', 208);
    expect(prefix).toHaveLength(10);
    expect(prefix.every((p) => p.postalCode.startsWith('902'))).toBe(true);
  });

  it('a US city prefix matches city names, case-insensitively', async () => {
    const places = await suggest('  beverly hi ', 208);
    expect(places.length).toBeGreaterThan(0);
    expect(places.every((p) => p.city === 'Beverly Hills')).toBe(true);
    expect(places).toContainEqual(expect.objectContaining({ postalCode: '90210', state: 'CA' }));
  });

  it('a Canadian FSA or full postal code matches codes', async () => {
    expect(await suggest('T3C', 206)).toEqual([{ placeId: 'CA-T3C', text: 'Calgary, AB T3C', postalCode: 'T3C', city: 'Calgary', state: 'AB', country: 'CA' }]);
    expect(await suggest('h2x 1y4', 206)).toEqual([expect.objectContaining({ placeId: 'CA-H2X1Y4', postalCode: 'H2X 1Y4', state: 'QC' })]);
    expect((await suggest('K1', 206)).every((p) => p.postalCode.startsWith('K1'))).toBe(true);
  });

  it('a Canadian city prefix matches, accents or not', async () => {
    const places = await suggest('Montré', 206);
    expect(places.length).toBeGreaterThan(0);
    expect(places.every((p) => p.city === 'Montreal' && p.state === 'QC' && p.country === 'CA')).toBe(true);
    expect((await suggest('toronto', 206))[0]).toMatchObject({ city: 'Toronto', state: 'ON' });
  });

  it('the country defaults to the shop of X-SHOP-ID', async () => {
    expect((await suggest('Calg', undefined, 2023))[0]).toMatchObject({ city: 'Calgary', country: 'CA' });
    expect((await suggest('Springf', undefined, 2022))[0]).toMatchObject({ city: 'Springfield', country: 'US' });
    expect(await suggest('Calg', undefined, 2022)).toEqual([]);
    expect(await suggest('T3C', undefined, 2022)).toEqual([]);
  });

  it('bad keywords and countries are 400', async () => {
    for (const keyword of ['', '   ', 'x'.repeat(65), 'x'.repeat(10_000), 'Bev\u0000erly']) {
      const res = await api.get(AUTO, { query: { keyword, countryId: 208 } });
      expect({ keyword: keyword.slice(0, 10), status: res.status }).toEqual({ keyword: keyword.slice(0, 10), status: 400 });
    }
    // A lone surrogate can only arrive as escapes that are no UTF-8 (%ED%A0%80): the query parser keeps
    // such a value as the raw text, which matches nothing.
    for (const raw of ['Bev%ED%A0%80', 'Bev%ud800', 'Bev%E0%A4%A']) {
      const res = await api.get(`${AUTO}?countryId=208&keyword=${raw}`);
      expect({ raw, status: res.status, data: res.body.data }).toEqual({ raw, status: 200, data: [] });
    }
    expect((await api.get(AUTO, { query: { countryId: 208 } })).status).toBe(400);
    const country = await api.get(AUTO, { query: { keyword: 'Bev', countryId: 207 } });
    expect(country.status).toBe(400);
    expect(country.body.fieldErrors[0].field).toBe('countryId');
    expect((await api.get(AUTO, { query: { keyword: 'Bev', countryId: 'US' } })).status).toBe(400);
  });
});

describe('GET /infra/public/buyer/area-dict/address/place-detail', () => {
  it('answers the place of a suggestion', async () => {
    expect((await api.get(DETAIL, { query: { placeId: 'US-90210' } })).body.data).toEqual({ postalCode: '90210', city: 'Beverly Hills', state: 'CA', stateName: 'California', country: 'US' });
    expect((await api.get(DETAIL, { query: { placeId: 'CA-H2X1Y4' } })).body.data).toEqual({ postalCode: 'H2X 1Y4', city: expect.any(String), state: 'QC', stateName: 'Quebec', country: 'CA' });
  });

  it('malformed → 400, unknown → 404', async () => {
    for (const placeId of ['', '90210', 'US-9021', 'XX-90210', 'US-90210\u0000', 'x'.repeat(10_000)]) {
      expect((await api.get(DETAIL, { query: { placeId } })).status).toBe(400);
    }
    const unknown = await api.get(DETAIL, { query: { placeId: 'US-00000' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('This place does not exist');
  });
});
