import { startTestApi, type TestApi } from '../test-support/test-api';
import { VEHICLE_REMOVED_MESSAGE } from './routes';
import { ensureTaxonomy } from './test-support/taxonomy-db';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await ensureTaxonomy(api.database);
}, 120_000);
afterAll(() => api?.close());

interface Choice {
  id: number;
  value: string;
  text: string;
  level: number;
  certain: boolean;
  defaultValue: boolean;
}

const CHILD = '/item/public/attr/value/child/car-model';
const VEHICLE_ID = '/item/public/buyer/car-model/vehicle-id';
const IMAGES = '/item/public/buyer/attr/image/list';
const VIN = '/item/public/buyer/vin/decode';

async function children(query: Record<string, string | number>): Promise<Choice[]> {
  const res = await api.get(CHILD, { query });
  expect(res.status).toBe(200);
  return res.body.data;
}

async function pick(parentId: number, name: string): Promise<Choice> {
  const choice = (await children({ parentId })).find((c) => c.value === name);
  if (!choice) throw new Error(`no ${name} below ${parentId}`);
  return choice;
}

/** 2018 Toyota Corolla L/LE/SE/XLE/XSE 1.8L I4, walked through the picker. */
async function corolla2018() {
  const year = (await children({ level: 1 })).find((c) => c.value === '2018')!;
  const make = await pick(year.id, 'Toyota');
  const model = await pick(make.id, 'Corolla');
  const trim = await pick(model.id, 'L/LE/SE/XLE/XSE');
  const engine = await pick(trim.id, '1.8L I4');
  return { year, make, model, trim, engine };
}

describe('GET /item/public/attr/key/car-model/map', () => {
  it('maps the level codes of spec §3 to picker keys', async () => {
    const res = await api.get('/item/public/attr/key/car-model/map');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, httpCode: 200 });
    expect(res.body.data).toEqual({
      1: { key: 'year', name: 'Year', prompt: 'Select Year' },
      2: { key: 'make', name: 'Make', prompt: 'Select Make' },
      3: { key: 'model', name: 'Model', prompt: 'Select Model' },
      4: { key: 'trim', name: 'Trim', prompt: 'Select Trim' },
      5: { key: 'engine', name: 'Engine', prompt: 'Select Engine' },
    });
  });
});

describe('GET /item/public/attr/value/child/car-model', () => {
  it('lists the model years newest first', async () => {
    const years = await children({ level: 1 });
    expect(years.map((y) => y.value)).toEqual(Array.from({ length: 32 }, (_, i) => String(2026 - i)));
    expect(years[0]).toEqual({ id: expect.any(Number), value: '2026', text: '2026', level: 1, certain: true, defaultValue: false });
  });

  it('walks Year → Make → Model → Trim → Engine, makes and models A–Z', async () => {
    const { year, make, model, trim, engine } = await corolla2018();
    const makes = await children({ parentId: year.id });
    expect(makes.every((m) => m.level === 2)).toBe(true);
    const names = makes.map((m) => m.value);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));
    const models = (await children({ parentId: make.id })).map((m) => m.value);
    expect(models).toEqual(expect.arrayContaining(['Camry', 'Corolla', 'RAV4', 'Tacoma']));
    expect(models.indexOf('Camry')).toBeLessThan(models.indexOf('Tacoma'));
    expect(model.level).toBe(3);
    expect(trim).toMatchObject({ level: 4, certain: true });
    expect(engine).toMatchObject({ level: 5, text: '1.8L I4', certain: true, defaultValue: true });
    expect(await children({ parentId: engine.id })).toEqual([]);
    // level may accompany parentId when it names the children's level
    expect(await children({ parentId: make.id, level: 3 })).toHaveLength(models.length);
  });

  it('flags inferred pairings with certain: false', async () => {
    const year = (await children({ level: 1 })).find((c) => c.value === '2020')!;
    const camry = await pick((await pick(year.id, 'Toyota')).id, 'Camry');
    const xse = await pick(camry.id, 'XSE');
    expect(await children({ parentId: xse.id })).toContainEqual(expect.objectContaining({ value: '3.5L V6', certain: false }));
  });

  it.each([
    [{}, 400, /^Give level=1 for the years, or parentId/],
    [{ level: 2 }, 400, /^level 2 needs a parentId/],
    [{ level: 6 }, 400, /^level /],
    [{ parentId: 'abc' }, 400, /^parentId /],
    [{ parentId: '12abc' }, 400, /^parentId /],
    [{ parentId: 0 }, 400, /^parentId /],
    [{ parentId: '99999999999' }, 400, /^parentId /],
    [{ parentId: 2147483647 }, 404, /^No vehicle choice has id 2147483647$/],
    [{ level: 1, color: 'red' }, 400, /^color is not an allowed field$/],
  ])('answers %j with %i', async (query, status, message) => {
    const res = await api.get(CHILD, { query: query as Record<string, string | number> });
    expect(res.status).toBe(status);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(message);
  });

  it('refuses a level that does not match the parent', async () => {
    const year = (await children({ level: 1 }))[0]!;
    const res = await api.get(CHILD, { query: { parentId: year.id, level: 4 } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`The choices below node ${year.id} (level 1) are level 2, not 4`);
  });
});

describe('GET /item/public/attr/value/car-model/makes', () => {
  it('lists every make of every year once, as the years\' make lists joined (newest year first)', async () => {
    const res = await api.get('/item/public/attr/value/car-model/makes');
    expect(res.status).toBe(200);
    const makes = res.body.data as Array<{ value: string; text: string; level: number }>;
    const joined: string[] = [];
    for (const year of await children({ level: 1 })) {
      for (const make of await children({ parentId: year.id })) if (!joined.includes(make.value)) joined.push(make.value);
    }
    expect(makes.map((m) => m.value)).toEqual(joined);
    expect(makes.length).toBeGreaterThan(40);
    expect(makes.find((m) => m.value === 'Toyota')).toEqual({ value: 'Toyota', text: 'Toyota', level: 2 });
  });
});

describe('GET /item/public/buyer/car-model/vehicle-id (spec §5 validity check)', () => {
  it('finds the ids per level by names, case-insensitively', async () => {
    const picked = await corolla2018();
    const res = await api.get(VEHICLE_ID, { query: { year: 2018, make: 'toyota', model: 'COROLLA', trim: 'l/le/se/xle/xse', engine: '1.8l i4' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      year: { id: picked.year.id, name: '2018' },
      make: { id: picked.make.id, name: 'Toyota' },
      model: { id: picked.model.id, name: 'Corolla' },
      trim: { id: picked.trim.id, name: 'L/LE/SE/XLE/XSE' },
      engine: { id: picked.engine.id, name: '1.8L I4' },
      makeId: 448,
      modelId: expect.any(Number),
      level: 5,
      attributeValueId: picked.engine.id,
      certain: true,
    });
  });

  it('stops at the deepest name given', async () => {
    const picked = await corolla2018();
    const res = await api.get(VEHICLE_ID, { query: { year: '2018', make: 'Toyota', model: 'Corolla', trim: '', engine: '' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ level: 3, attributeValueId: picked.model.id });
    expect(res.body.data.trim).toBeUndefined();
  });

  it.each([
    { year: 2018, make: 'Toyota', model: 'Cybertruck' },
    { year: 1990, make: 'Toyota', model: 'Corolla' },
    { year: 2018, make: 'Toyota', model: 'Corolla', trim: 'Hellcat' },
    { year: 2018, make: 'Toyota', model: 'Corolla', trim: 'L/LE/SE/XLE/XSE', engine: '6.2L V8' },
  ])('answers a vehicle that does not exist with the spec §5 message: %j', async (query) => {
    const res = await api.get(VEHICLE_ID, { query });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(VEHICLE_REMOVED_MESSAGE);
  });

  it.each([
    [{ make: 'Toyota', model: 'Corolla' }, /^year is required$/],
    [{ year: 'abc', make: 'Toyota', model: 'Corolla' }, /^year /],
    [{ year: 2018, model: 'Corolla' }, /^make is required$/],
    [{ year: 2018, make: '', model: 'Corolla' }, /^make /],
    [{ year: 2018, make: 'Toyota', model: 'Corolla', engine: '1.8L I4' }, /^trim is required when engine is given$/],
  ])('refuses %j with 400', async (query, message) => {
    const res = await api.get(VEHICLE_ID, { query });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });
});

describe('GET /item/public/buyer/attr/image/list', () => {
  it('gives one image per model: model nodes and anything below them; "" for other and unknown ids', async () => {
    const { year, make, model, trim, engine } = await corolla2018();
    const ids = [model.id, trim.id, engine.id, year.id, make.id, 2147483647, 99999999999];
    const res = await api.get(IMAGES, { query: { attributeValueIdList: ids.join(',') } });
    expect(res.status).toBe(200);
    const list = res.body.data as { attributeValueId: number; imageUrl: string }[];
    expect(list.map((x) => x.attributeValueId)).toEqual(ids);
    const url = list[0]!.imageUrl;
    expect(url).toMatch(/^http:\/\/localhost:4000\/item\/public\/image\/vehicle\/\d+\.svg\?v=\d+$/);
    expect(list.map((x) => x.imageUrl)).toEqual([url, url, url, '', '', '', '']);
  });

  it('serves the image: an SVG card naming the model, cacheable', async () => {
    const { model } = await corolla2018();
    const list = await api.get(IMAGES, { query: { attributeValueIdList: String(model.id) } });
    const path = new URL(list.body.data[0].imageUrl);
    const res = await fetch(api.url + path.pathname + path.search);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d{6,}/);
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('>Corolla</text>');
    expect(svg).toContain('>TOYOTA</text>');
  });

  it('answers unknown and malformed model ids of the image path', async () => {
    expect((await api.get('/item/public/image/vehicle/2147483647.svg')).status).toBe(404);
    const bad = await api.get('/item/public/image/vehicle/abc.svg');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^modelId /);
  });

  it.each([
    [{}, /^attributeValueIdList is required$/],
    [{ attributeValueIdList: '' }, /^attributeValueIdList /],
    [{ attributeValueIdList: '12,abc' }, /^attributeValueIdList must be comma-separated numeric ids/],
    [{ attributeValueIdList: '-5' }, /^attributeValueIdList must be comma-separated numeric ids/],
    [{ attributeValueIdList: Array.from({ length: 101 }, (_, i) => i + 1).join(',') }, /at most 100 per request$/],
  ])('refuses %j with 400', async (query, message) => {
    const res = await api.get(IMAGES, { query });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });
});

describe('POST /item/public/buyer/vin/decode', () => {
  it('decodes 2T1BURHE0JC014035: 2018 Toyota Corolla 1.8L I4, down to the engine node', async () => {
    const picked = await corolla2018();
    const res = await api.post(VIN, { body: { vin: ' 2t1burhe0jc014035 ', session_id: 'abc' } });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({
      vin: '2T1BURHE0JC014035',
      year: 2018,
      make: 'Toyota',
      model: 'Corolla',
      trim: 'L/LE/SE/XLE/XSE',
      engine: '1.8L I4',
      engineDetails: { displacementL: 1.8, cylinders: 4, configuration: 'In-Line' },
      // This widely quoted sample VIN carries a wrong check digit (9 expected): decoded, with a warning.
      checkDigit: { valid: false, expected: '9', actual: '0' },
    });
    expect(data.warnings).toContain('Invalid check digit');
    expect(data.vehicle).toMatchObject({
      year: { id: picked.year.id, name: '2018' },
      make: { id: picked.make.id, name: 'Toyota' },
      model: { id: picked.model.id, name: 'Corolla' },
      trim: { id: picked.trim.id },
      engine: { id: picked.engine.id, name: '1.8L I4' },
      level: 5,
      attributeValueId: picked.engine.id,
    });
  });

  it('decodes 1HGCM82633A004352: 2003 Honda Accord EX-V6', async () => {
    const res = await api.post(VIN, { body: { vin: '1HGCM82633A004352' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ year: 2003, make: 'Honda', model: 'Accord', trim: 'EX-V6', engine: 'V6', checkDigit: { valid: true } });
    expect(res.body.data.vehicle).toMatchObject({ year: { name: '2003' }, make: { name: 'Honda' }, model: { name: 'Accord' }, trim: { name: 'EX-V6' }, engine: { name: 'V6' } });
    const check = await api.get(VEHICLE_ID, { query: { year: 2003, make: 'Honda', model: 'Accord', trim: 'EX-V6', engine: 'V6' } });
    expect(check.body.data.attributeValueId).toBe(res.body.data.vehicle.attributeValueId);
  });

  it.each([
    ['1HGCM82633A00435', /^VIN 1HGCM82633A00435 is not a valid VIN: a VIN has 17 characters, this one has 16\.$/],
    ['1HGCM82633A0043521', /has 18\.$/],
    ['1HGCM8263OA004352', /^VIN 1HGCM8263OA004352 is not a valid VIN: the letters I, O and Q never appear in a VIN \(found O\)\.$/],
    ['1HGCM826_3A004352', /only letters and digits/],
    ['1HGCM826A3A004352', /^VIN 1HGCM826A3A004352 is not a valid VIN: invalid characters: A at position 9/],
    ['1HGCM8263UA004352', /^VIN 1HGCM8263UA004352 is not a valid VIN: could not determine model year/],
  ])('refuses %s with 400', async (vin, message) => {
    const res = await api.post(VIN, { body: { vin } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(res.body.fieldErrors[0].field).toBe('vin');
  });

  it('refuses a missing or empty vin with 400', async () => {
    expect((await api.post(VIN, { body: {} })).body.message).toBe('vin is required');
    expect((await api.post(VIN, { body: { vin: '' } })).status).toBe(400);
    expect((await api.post(VIN, { rawBody: '{"vin":' })).status).toBe(400);
  });

  it.each([
    ['ZZZZZZZZ0JZZZZZZZ', /^VIN ZZZZZZZZ0JZZZZZZZ looks valid, but no vehicle was found for it in the NHTSA database: its manufacturer code ZZZ is unknown\.$/],
    ['1HD1KHM19EB123456', /^VIN 1HD1KHM19EB123456 is a 2014 Harley-Davidson, which is not a vehicle we list parts for\.$/],
    ['JH4KA8260MC000000', /^VIN JH4KA8260MC000000 is a 1991 Acura Legend, which is not in our vehicle list\.$/],
  ])('answers %s, valid but not a vehicle we know, with 404', async (vin, message) => {
    const res = await api.post(VIN, { body: { vin } });
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(message);
  });
});
