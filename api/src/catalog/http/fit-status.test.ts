import { startTestApi, type TestApi } from '../../test-support/test-api';
import { CONTENT_COLUMNS, ITEM_COLUMNS } from '../load-catalog';

let api: TestApi;

/** Real taxonomy nodes of one model-year: a certain trim T with a certain engine E, another trim T2. */
interface Nodes {
  year: number;
  modelId: number;
  makeId: number;
  trim: string;
  engine: string;
  yearNode: number;
  makeNode: number;
  modelNode: number;
  trimNode: number;
  otherTrimNode: number;
  engineNode: number;
}
/** An engine vPIC does not tie to its (certain) trim. */
interface Uncertain {
  id: number;
  trimNode: number;
  modelId: number;
  makeId: number;
  year: number;
  trim: string;
  engine: string;
}

let n: Nodes;
let u: Uncertain;
let otherYearNode: number;
let universalId: number;
const PROBE = { A: 9_000_001, B: 9_000_002, C: 9_000_003, D: 9_000_004 } as const;

async function insertProbe(id: number, letter: string, rows: [modelId: number, makeId: number, year: number, trim: string | null, engine: string | null][]) {
  const overrides: Record<string, string> = {
    id: '$1::bigint',
    url_handle: "'crafted-fitment-probe-' || $1::text",
    title: "'Crafted Fitment Probe ' || $2::text",
    part_number: "'PROBE-' || $1::text",
    sku_id: '$1::bigint + 50000000',
    vehicle_universal: 'false',
    status: "'ON_SHELVES'",
    us_status: "'ON_SHELVES'",
    ca_status: "'ON_SHELVES'",
  };
  await api.database.query(
    `insert into item (${ITEM_COLUMNS.join(', ')})
     select ${ITEM_COLUMNS.map((c) => overrides[c] ?? c).join(', ')} from item where id = (select min(id) from item)`,
    [id, letter],
  );
  await api.database.query(
    `insert into item_content (${CONTENT_COLUMNS.join(', ')})
     select ${CONTENT_COLUMNS.map((c) => (c === 'item_id' ? '$1::bigint' : c)).join(', ')} from item_content where item_id = (select min(item_id) from item_content)`,
    [id],
  );
  for (const [modelId, makeId, year, trim, engine] of rows) {
    await api.database.query('insert into fitment (item_id, make_id, model_id, year_from, year_to, trim, engine) values ($1, $2, $3, $4, $4, $5, $6)', [
      id, makeId, modelId, year, trim, engine,
    ]);
  }
}

beforeAll(async () => {
  api = await startTestApi();
  [n] = await api.database.query<Nodes>(
    `select m.year::int as year, m.model_id as "modelId", m.make_id as "makeId", t.trim, e.engine, yr.id as "yearNode",
            mk.id as "makeNode", m.id as "modelNode", t.id as "trimNode", e.id as "engineNode",
            (select t2.id from vehicle_node t2 where t2.parent_id = m.id and t2.trim is not null and t2.trim <> t.trim order by t2.id limit 1) as "otherTrimNode"
     from vehicle_node e
     join vehicle_node t on t.id = e.parent_id
     join vehicle_node m on m.id = t.parent_id
     join vehicle_node mk on mk.id = m.parent_id
     join vehicle_node yr on yr.id = mk.parent_id
     where e.level = 5 and e.certain and t.certain and t.trim is not null
       and exists (select 1 from vehicle_node t2 where t2.parent_id = m.id and t2.trim is not null and t2.trim <> t.trim)
     order by e.id limit 1`,
  ) as [Nodes];
  [u] = await api.database.query<Uncertain>(
    `select e.id, t.id as "trimNode", e.model_id as "modelId", e.make_id as "makeId", e.year::int as year, t.trim, e.engine
     from vehicle_node e join vehicle_node t on t.id = e.parent_id
     where e.level = 5 and not e.certain and t.certain and t.trim is not null order by e.id limit 1`,
  ) as [Uncertain];
  [{ id: otherYearNode }] = await api.database.query<{ id: number }>('select id from vehicle_node where level = 1 and year not in ($1, $2) order by id limit 1', [n.year, u.year]) as [{ id: number }];
  [{ id: universalId }] = await api.database.query<{ id: number }>("select id::int as id from item where vehicle_universal and us_status = 'ON_SHELVES' order by id limit 1") as [{ id: number }];
  await insertProbe(PROBE.A, 'A', [[n.modelId, n.makeId, n.year, n.trim, null]]);
  await insertProbe(PROBE.B, 'B', [[n.modelId, n.makeId, n.year, null, null]]);
  await insertProbe(PROBE.C, 'C', [[u.modelId, u.makeId, u.year, u.trim, u.engine]]);
  await insertProbe(PROBE.D, 'D', [[n.modelId, n.makeId, n.year, n.trim, n.engine]]);
});

afterAll(async () => {
  const ids = Object.values(PROBE);
  await api.database.query('delete from fitment where item_id = any($1::bigint[])', [ids]);
  await api.database.query('delete from item where id = any($1::bigint[])', [ids]);
  await api.database.query('delete from item_content where item_id = any($1::bigint[])', [ids]);
  await api.close();
});

async function statusesFor(attributeValueId?: number): Promise<Record<string, string>> {
  const res = await api.get('/search-pro/public/items/filter-search', { query: { keyword: 'crafted fitment probe', attributeValueId, fitOnly: false, size: 10 } });
  expect(res.status).toBe(200);
  return Object.fromEntries(res.body.data.list.map((i: any) => [i.title.slice(-1), i.fitStatus]));
}

async function detailStatus(itemId: number, attributeValueId?: number): Promise<string> {
  const [{ urlHandle }] = (await api.database.query<{ urlHandle: string }>('select url_handle as "urlHandle" from item where id = $1', [itemId])) as [{ urlHandle: string }];
  const res = await api.get('/item/public/buyer/item/detail', { query: { urlHandle, attributeValueId } });
  expect(res.status).toBe(200);
  return res.body.data.fitStatus;
}

describe('fit status (spec §4) on crafted fitment rows', () => {
  it('is EMPTY without a vehicle', async () => {
    expect(await statusesFor()).toEqual({ A: 'EMPTY', B: 'EMPTY', C: 'EMPTY', D: 'EMPTY' });
    expect(await detailStatus(PROBE.A)).toBe('EMPTY');
  });

  it('at model level: FIT for whole-model rows, UNCERTAIN when the row needs a trim or engine', async () => {
    expect(await statusesFor(n.modelNode)).toMatchObject({ A: 'UNCERTAIN', B: 'FIT', D: 'UNCERTAIN' });
  });

  it('at trim level: FIT for that trim, NOT_FIT for another, UNCERTAIN while the engine is open', async () => {
    expect(await statusesFor(n.trimNode)).toMatchObject({ A: 'FIT', B: 'FIT', D: 'UNCERTAIN' });
    expect(await statusesFor(n.otherTrimNode)).toMatchObject({ A: 'NOT_FIT', B: 'FIT', D: 'NOT_FIT' });
  });

  it('at engine level: FIT when trim and engine match', async () => {
    expect(await statusesFor(n.engineNode)).toMatchObject({ A: 'FIT', B: 'FIT', D: 'FIT' });
    expect(await detailStatus(PROBE.D, n.engineNode)).toBe('FIT');
    expect(await detailStatus(PROBE.D, n.otherTrimNode)).toBe('NOT_FIT');
  });

  it('is UNCERTAIN when the matching engine node is not certain', async () => {
    expect((await statusesFor(u.id)).C).toBe('UNCERTAIN');
    expect((await statusesFor(u.trimNode)).C).toBe('UNCERTAIN');
    expect(await detailStatus(PROBE.C, u.id)).toBe('UNCERTAIN');
  });

  it('is UNCERTAIN for a year or make with fitment rows, NOT_FIT for a year without', async () => {
    expect(await statusesFor(n.yearNode)).toMatchObject({ A: 'UNCERTAIN', B: 'UNCERTAIN', D: 'UNCERTAIN' });
    expect(await statusesFor(n.makeNode)).toMatchObject({ A: 'UNCERTAIN', B: 'UNCERTAIN', D: 'UNCERTAIN' });
    expect(await statusesFor(otherYearNode)).toEqual({ A: 'NOT_FIT', B: 'NOT_FIT', C: 'NOT_FIT', D: 'NOT_FIT' });
    expect(await detailStatus(PROBE.A, n.makeNode)).toBe('UNCERTAIN');
  });

  it('is FIT for universal parts whatever the vehicle', async () => {
    for (const vehicle of [n.yearNode, n.modelNode, otherYearNode, u.id]) expect(await detailStatus(universalId, vehicle)).toBe('FIT');
  });

  it('fitOnly (the default with a vehicle) keeps FIT, UNCERTAIN and universal items only', async () => {
    const res = await api.get('/search-pro/public/items/filter-search', { query: { keyword: 'crafted fitment probe', attributeValueId: n.otherTrimNode } });
    expect(res.body.data.list.map((i: any) => i.title.slice(-1))).toEqual(['B']);
    expect(res.body.data.appliedVehicle).toMatchObject({ attributeValueId: n.otherTrimNode, level: 4, levelName: 'Trim', year: n.year, modelId: n.modelId });
  });
});

describe('vehicle filter over the whole catalog', () => {
  it('returns exactly the listed items that are universal or have a row for the vehicle', async () => {
    const res = await api.get('/search-pro/public/items/filter-search', { query: { attributeValueId: n.engineNode, size: 100, sort: 'LOWEST_PRICE' } });
    const d = res.body.data;
    const expected = await api.database.query<{ id: number }>(
      `select i.id::int as id from item i
       where i.us_status in ('ON_SHELVES', 'UNDER_STOCK', 'SOLD_OUT')
         and (i.vehicle_universal or exists (select 1 from fitment f where f.item_id = i.id and f.model_id = $1
              and $2 between f.year_from and f.year_to and (f.trim is null or f.trim = $3) and (f.engine is null or f.engine = $4)))
       order by i.us_discount_price, i.id`,
      [n.modelId, n.year, n.trim, n.engine],
    );
    expect(d.total).toBe(expected.length);
    expect(d.list.map((i: any) => i.id)).toEqual(expected.slice(0, 100).map((r) => r.id));
    expect(d.list.every((i: any) => i.fitStatus === 'FIT' || i.fitStatus === 'UNCERTAIN')).toBe(true);
    expect(d.list.filter((i: any) => i.vehicleUniversal).every((i: any) => i.fitStatus === 'FIT')).toBe(true);
    expect(d.facets.fit.NOT_FIT).toBe(0);
    expect(d.facets.fit.FIT + d.facets.fit.UNCERTAIN).toBe(d.total);

    const everything = (await api.get('/search-pro/public/items/filter-search', { query: { attributeValueId: n.engineNode, fitOnly: false, size: 1 } })).body.data;
    expect(everything.facets.fit.FIT).toBe(d.facets.fit.FIT);
    expect(everything.facets.fit.NOT_FIT).toBe(everything.total - d.total);
  });

  it('puts vehicle-specific fits before universal parts for BEST_MATCH', async () => {
    const list = (await api.get('/search-pro/public/items/filter-search', { query: { attributeValueId: n.modelNode, size: 100 } })).body.data.list;
    const rank = (i: any) => (i.fitStatus === 'FIT' && !i.vehicleUniversal ? 3 : i.vehicleUniversal ? 2 : 1);
    for (let k = 1; k < list.length; k++) expect(rank(list[k - 1])).toBeGreaterThanOrEqual(rank(list[k]));
    expect(list.some((i: any) => !i.vehicleUniversal)).toBe(true);
  });

  it('counts a vehicle\'s categories', async () => {
    const res = await api.get('/search/public/buyer/category/vehicle-categories', { query: { attributeValueId: n.modelNode } });
    expect(res.status).toBe(200);
    const { list, appliedVehicle } = res.body.data;
    expect(appliedVehicle.modelId).toBe(n.modelId);
    const search = (await api.get('/search-pro/public/items/filter-search', { query: { attributeValueId: n.modelNode, size: 1 } })).body.data;
    expect(list.reduce((s: number, d: any) => s + d.count, 0)).toBe(search.total);
    for (const department of list) {
      expect(department.count).toBe(department.children.reduce((s: number, c: any) => s + c.count, 0));
      expect(department.children.every((c: any) => c.count > 0)).toBe(true);
    }
    expect(list.find((d: any) => d.urlHandle === 'tools-garage')).toBeDefined();
    const missing = await api.get('/search/public/buyer/category/vehicle-categories');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('attributeValueId is required');
  });
});
