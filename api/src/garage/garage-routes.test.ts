import { registerBuyer, type TestBuyer } from '../accounts/account-test-helpers';
import { ensureTaxonomy } from '../taxonomy/test-support/taxonomy-db';
import { startTestApi, type TestApi } from '../test-support/test-api';

const PATH = '/account/buyer/current/garage-vehicle';
const LIST = `${PATH}/list`;
const VISITOR = '/account/public/buyer/garage-vehicle';
const REMOVED =
  'There are no items available for your current vehicle model at present. The vehicle model has been removed. Please add a new vehicle model.';
const INCOMPLETE = 'Please select the year, make and model of your vehicle';
const NOT_IN_GARAGE = 'This vehicle is not in your garage';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await ensureTaxonomy(api.database);
}, 120_000);
afterAll(() => api?.close());

interface Ref {
  id: number;
  name: string;
}
interface Resolved {
  year: Ref;
  make: Ref;
  model: Ref;
  trim?: Ref;
  engine?: Ref;
  makeId: number;
  modelId: number;
  level: number;
  attributeValueId: number;
}

/** The vehicle as the storefront's selector holds it: ids as strings, with names. */
type StoreVehicle = Record<string, string>;

async function resolve(year: number, make: string, model: string, trim?: string, engine?: string): Promise<Resolved> {
  const res = await api.get('/item/public/buyer/car-model/vehicle-id', { query: { year, make, model, trim, engine } });
  if (res.status !== 200) throw new Error(`${year} ${make} ${model}: ${res.status} ${res.body.message}`);
  return res.body.data;
}

function asStored(v: Resolved): StoreVehicle {
  const out: StoreVehicle = { attributeValueId: String(v.attributeValueId) };
  for (const key of ['year', 'make', 'model', 'trim', 'engine'] as const) {
    out[key] = v[key] ? String(v[key]!.id) : '';
    out[`${key}Name`] = v[key]?.name ?? '';
  }
  return out;
}

let corolla: Resolved; // engine level
let camry: Resolved; // model level
let f150: Resolved; // trim level or model level, whatever exists
beforeAll(async () => {
  corolla = await resolve(2018, 'Toyota', 'Corolla', 'L/LE/SE/XLE/XSE', '1.8L I4');
  camry = await resolve(2018, 'Toyota', 'Camry');
  f150 = await resolve(2015, 'Ford', 'F-150');
});

const add = (buyer: TestBuyer, body: unknown) => api.post(PATH, { token: buyer.token, body });
const list = async (buyer: TestBuyer) => {
  const res = await api.get(LIST, { token: buyer.token });
  expect(res.status).toBe(200);
  return res.body.data as { id: number; attributeValueId: number; isDefault: boolean; vin: string | null; available: boolean; modelName: string }[];
};
const rowCount = async (buyer: TestBuyer) =>
  (await api.database.query<{ n: number }>('select count(*)::int as n from garage_vehicle where account_id = $1', [buyer.accountId]))[0]!.n;

describe('POST /account/buyer/current/garage-vehicle', () => {
  it('saves a vehicle checked against the taxonomy and answers it spelled out', async () => {
    const buyer = await registerBuyer(api);
    const res = await add(buyer, { ...asStored(corolla), vin: '2t1burhe0jc014035', accountId: 1 });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      year: corolla.year.id,
      yearName: '2018',
      make: corolla.make.id,
      makeName: 'Toyota',
      model: corolla.model.id,
      modelName: 'Corolla',
      trim: corolla.trim!.id,
      trimName: 'L/LE/SE/XLE/XSE',
      engine: corolla.engine!.id,
      engineName: '1.8L I4',
      makeId: corolla.makeId,
      modelId: corolla.modelId,
      level: 5,
      attributeValueId: corolla.attributeValueId,
      vin: '2T1BURHE0JC014035',
      imageUrl: `http://localhost:4000/item/public/image/vehicle/${corolla.modelId}.svg?v=1`,
      isDefault: true,
      available: true,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const rows = await api.database.query<{ account_id: string | number }>('select account_id from garage_vehicle where id = $1', [res.body.data.id]);
    expect(Number(rows[0]!.account_id)).toBe(buyer.accountId);
  });

  it('takes numeric ids and the deepest id alone; a model-level vehicle has no trim or engine', async () => {
    const buyer = await registerBuyer(api);
    const res = await add(buyer, { attributeValueId: camry.attributeValueId, year: camry.year.id, make: camry.make.id, model: camry.model.id });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ level: 3, modelName: 'Camry', trim: null, trimName: null, engine: null, engineName: null, vin: null });
    const bare = await add(buyer, { attributeValueId: String(corolla.attributeValueId) });
    expect(bare.body.data).toMatchObject({ level: 5, modelName: 'Corolla', engineName: '1.8L I4' });
  });

  it('makes the newest vehicle the one default and lists default first, then newest', async () => {
    const buyer = await registerBuyer(api);
    const a = (await add(buyer, asStored(corolla))).body.data;
    const b = (await add(buyer, asStored(camry))).body.data;
    const c = (await add(buyer, asStored(f150))).body.data;
    expect((await list(buyer)).map((v) => [v.id, v.isDefault])).toEqual([
      [c.id, true],
      [b.id, false],
      [a.id, false],
    ]);
    // Choosing an older one: it sorts first, the others by age.
    const chosen = await api.put(PATH, { token: buyer.token, body: { id: a.id, isDefault: true } });
    expect(chosen.body.data).toMatchObject({ id: a.id, isDefault: true });
    expect((await list(buyer)).map((v) => [v.id, v.isDefault])).toEqual([
      [a.id, true],
      [c.id, false],
      [b.id, false],
    ]);
  });

  it('adds a vehicle with the same deepest id only once: the saved one is updated and made default', async () => {
    const buyer = await registerBuyer(api);
    const first = (await add(buyer, asStored(corolla))).body.data;
    await add(buyer, asStored(camry));
    const again = await add(buyer, { ...asStored(corolla), vin: '2T1BURHE0JC014035' });
    expect(again.body.data).toMatchObject({ id: first.id, isDefault: true, vin: '2T1BURHE0JC014035', createdAt: first.createdAt });
    const again2 = await add(buyer, asStored(corolla)); // no VIN sent: the saved one stays
    expect(again2.body.data.vin).toBe('2T1BURHE0JC014035');
    expect(await rowCount(buyer)).toBe(2);
    expect((await list(buyer)).filter((v) => v.isDefault).map((v) => v.id)).toEqual([first.id]);
  });

  it('keeps the current default when the new vehicle says isDefault: false', async () => {
    const buyer = await registerBuyer(api);
    const a = (await add(buyer, asStored(corolla))).body.data;
    const b = await add(buyer, { ...asStored(camry), isDefault: false });
    expect(b.body.data.isDefault).toBe(false);
    expect((await list(buyer)).map((v) => [v.id, v.isDefault])).toEqual([
      [a.id, true],
      [b.body.data.id, false],
    ]);
  });

  it('refuses vehicles the taxonomy does not hold, incomplete ones and bad fields, writing nothing', async () => {
    const buyer = await registerBuyer(api);
    await add(buyer, asStored(camry));
    const stored = asStored(corolla);
    const cases: [unknown, string, string][] = [
      [{ ...stored, attributeValueId: undefined }, 'attributeValueId', 'attributeValueId is required'],
      [{ ...stored, attributeValueId: '' }, 'attributeValueId', INCOMPLETE],
      [{ attributeValueId: corolla.year.id }, 'model', INCOMPLETE],
      [{ attributeValueId: corolla.make.id, year: corolla.year.id }, 'model', INCOMPLETE],
      [{ ...stored, attributeValueId: '2147483000' }, 'attributeValueId', REMOVED],
      [{ ...stored, attributeValueId: 'abc' }, 'attributeValueId', 'attributeValueId must be a numeric id'],
      [{ ...stored, attributeValueId: '99999999999' }, 'attributeValueId', 'attributeValueId must be a numeric id'],
      [{ ...stored, attributeValueId: -5 }, 'attributeValueId', 'attributeValueId must be a numeric id'],
      [{ ...stored, model: String(camry.model.id) }, 'model', REMOVED],
      [{ ...stored, modelName: 'Camry' }, 'modelName', REMOVED],
      [{ ...stored, yearName: '2017' }, 'yearName', REMOVED],
      [{ ...asStored(camry), engine: String(corolla.engine!.id) }, 'engine', REMOVED],
      [{ ...stored, trim: 'x1' }, 'trim', 'trim must be a numeric id'],
      [{ ...stored, year: { id: 1 } }, 'year', 'year must be string'],
      [{ ...stored, makeName: 'x'.repeat(121) }, 'makeName', 'makeName must NOT have more than 120 characters'],
      [{ ...stored, vin: 'ABC' }, 'vin', 'VIN ABC is not a valid VIN: a VIN has 17 characters, this one has 3.'],
      [{ ...stored, vin: '2T1BURHE0JC01403O' }, 'vin', 'VIN 2T1BURHE0JC01403O is not a valid VIN: the letters I, O and Q never appear in a VIN (found O).'],
      [{ ...stored, isDefault: 'maybe' }, 'isDefault', 'isDefault must be boolean'],
      ['corolla', 'body', 'body must be object'],
    ];
    for (const [body, field, message] of cases) {
      const res = await add(buyer, body);
      expect({ body, status: res.status, message: res.body.message, field: res.body.fieldErrors?.[0]?.field }).toEqual({ body, status: 400, message, field });
    }
    expect((await api.post(PATH, { token: buyer.token, rawBody: '{"attributeValueId": ' })).status).toBe(400);
    expect((await api.post(PATH, { token: buyer.token })).status).toBe(400);
    expect(await rowCount(buyer)).toBe(1);
    expect((await list(buyer))[0]).toMatchObject({ modelName: 'Camry', isDefault: true });
  });

  it('matches names case-insensitively and answers the taxonomy spelling', async () => {
    const buyer = await registerBuyer(api);
    const res = await add(buyer, { ...asStored(corolla), makeName: ' TOYOTA ', modelName: 'corolla', engineName: '1.8l i4' });
    expect(res.body.data).toMatchObject({ makeName: 'Toyota', modelName: 'Corolla', engineName: '1.8L I4' });
  });

  it('holds at most 20 vehicles; a vehicle already saved can still be re-added', async () => {
    const buyer = await registerBuyer(api);
    const models = await api.database.query<{ id: number }>('select id from vehicle_node where level = 3 order by id limit 21');
    for (const { id } of models.slice(0, 20)) expect((await add(buyer, { attributeValueId: id })).status).toBe(200);
    const full = await add(buyer, { attributeValueId: models[20]!.id });
    expect(full.status).toBe(400);
    expect(full.body).toMatchObject({
      message: 'Your garage can hold up to 20 vehicles. Please delete one before adding another',
      fieldErrors: [{ field: 'attributeValueId' }],
    });
    const readd = await add(buyer, { attributeValueId: models[3]!.id });
    expect(readd.body.data).toMatchObject({ attributeValueId: models[3]!.id, isDefault: true });
    expect(await rowCount(buyer)).toBe(20);
  });

  it('stays consistent under simultaneous adds: one default, no duplicates', async () => {
    const buyer = await registerBuyer(api);
    const vehicles = [corolla, camry, f150].map(asStored);
    const results = await Promise.all([...vehicles, ...vehicles].map((v) => add(buyer, v)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const saved = await list(buyer);
    expect(saved).toHaveLength(3);
    expect(saved.filter((v) => v.isDefault)).toHaveLength(1);
    expect(saved[0]!.isDefault).toBe(true);
  });
});

describe('PUT /account/buyer/current/garage-vehicle', () => {
  let buyer: TestBuyer;
  let first: { id: number };
  let second: { id: number };
  beforeEach(async () => {
    buyer = await registerBuyer(api);
    first = (await add(buyer, asStored(corolla))).body.data;
    second = (await add(buyer, asStored(camry))).body.data;
  });
  const edit = (body: unknown, who = buyer) => api.put(PATH, { token: who.token, body });

  it('sets and clears the VIN without touching the rest', async () => {
    const res = await edit({ id: first.id, vin: ' 2t1-burhe0jc014035 ' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: first.id, vin: '2T1BURHE0JC014035', isDefault: false, modelName: 'Corolla' });
    expect((await edit({ id: first.id, vin: '' })).body.data.vin).toBeNull();
    expect((await edit({ id: first.id, vin: null })).body.data.vin).toBeNull();
  });

  it('changes the default: true takes it over, false leaves none', async () => {
    expect((await edit({ id: first.id, isDefault: true })).body.data.isDefault).toBe(true);
    expect((await list(buyer)).map((v) => [v.id, v.isDefault])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);
    expect((await edit({ id: first.id, isDefault: false })).body.data.isDefault).toBe(false);
    expect((await list(buyer)).filter((v) => v.isDefault)).toEqual([]);
  });

  it('changes the vehicle itself, checked like an add; the default stays default', async () => {
    const res = await edit({ id: second.id, ...asStored(f150) });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: second.id, makeName: 'Ford', modelName: 'F-150', attributeValueId: f150.attributeValueId, isDefault: true });
    const bad = await edit({ id: second.id, ...asStored(f150), modelName: 'Ranger' });
    expect(bad.body).toMatchObject({ httpCode: 400, message: REMOVED });
    const incomplete = await edit({ id: second.id, modelName: 'Camry' });
    expect(incomplete.body).toMatchObject({ httpCode: 400, message: INCOMPLETE, fieldErrors: [{ field: 'attributeValueId' }] });
    expect((await list(buyer)).find((v) => v.id === second.id)!.modelName).toBe('F-150');
  });

  it('editing into a vehicle already saved updates that one and drops the edited entry', async () => {
    const res = await edit({ id: second.id, ...asStored(corolla), vin: '2T1BURHE0JC014035' });
    expect(res.status).toBe(200);
    // The Camry was the default: the surviving Corolla takes that over.
    expect(res.body.data).toMatchObject({ id: first.id, attributeValueId: corolla.attributeValueId, isDefault: true, vin: '2T1BURHE0JC014035' });
    expect((await list(buyer)).map((v) => v.id)).toEqual([first.id]);
  });

  it("answers 404 for an unknown id or another buyer's vehicle and changes nothing", async () => {
    const other = await registerBuyer(api);
    const theirs = (await add(other, asStored(f150))).body.data;
    for (const id of [theirs.id, 999_999_999]) {
      const res = await edit({ id, vin: '2T1BURHE0JC014035', isDefault: true });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, httpCode: 404, message: NOT_IN_GARAGE });
    }
    expect((await list(other))[0]).toMatchObject({ id: theirs.id, vin: null, isDefault: true });
  });

  it('answers malformed edits with 400', async () => {
    const cases: [unknown, string, string][] = [
      [{ vin: '' }, 'id', 'id is required'],
      [{ id: 'abc' }, 'id', 'id must be integer'],
      [{ id: 0 }, 'id', 'id must be >= 1'],
      [{ id: first.id, isDefault: 'yes' }, 'isDefault', 'isDefault must be boolean'],
      [{ id: first.id, vin: '123' }, 'vin', 'VIN 123 is not a valid VIN: a VIN has 17 characters, this one has 3.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await edit(body);
      expect({ status: res.status, message: res.body.message, field: res.body.fieldErrors?.[0]?.field }).toEqual({ status: 400, message, field });
    }
    expect((await api.put(PATH, { token: buyer.token, rawBody: '{' })).status).toBe(400);
  });
});

describe('GET /account/buyer/current/garage-vehicle/list', () => {
  it("lists only the buyer's own vehicles and flags those the taxonomy no longer holds", async () => {
    const buyer = await registerBuyer(api);
    const other = await registerBuyer(api);
    await add(other, asStored(f150));
    expect(await list(buyer)).toEqual([]);
    const a = (await add(buyer, asStored(corolla))).body.data;
    const b = (await add(buyer, asStored(camry))).body.data;
    const listed = await list(buyer);
    expect(listed.map((v) => v.id)).toEqual([b.id, a.id]);
    expect(listed.every((v) => v.available)).toBe(true);
    // As after a taxonomy rebuild that renamed the node: the saved vehicle no longer matches.
    await api.database.query("update garage_vehicle set model_name = 'Corolla iM' where id = $1", [a.id]);
    await api.database.query('update garage_vehicle set model_node_id = 2147483000, attribute_value_id = 2147483000 where id = $1', [b.id]);
    const flagged = await list(buyer);
    expect(flagged.map((v) => [v.id, v.available])).toEqual([
      [b.id, false],
      [a.id, false],
    ]);
  });
});

describe('DELETE /account/buyer/current/garage-vehicle/{id} and /all', () => {
  it('deletes one vehicle and answers the rest; deleting the default leaves none default', async () => {
    const buyer = await registerBuyer(api);
    const a = (await add(buyer, asStored(corolla))).body.data;
    const b = (await add(buyer, asStored(camry))).body.data;
    const res = await api.del(`${PATH}/${b.id}`, { token: buyer.token });
    expect(res.status).toBe(200);
    expect(res.body.data.map((v: { id: number; isDefault: boolean }) => [v.id, v.isDefault])).toEqual([[a.id, false]]);
    const again = await api.del(`${PATH}/${b.id}`, { token: buyer.token });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ success: false, httpCode: 404, message: NOT_IN_GARAGE });
  });

  it("cannot delete another buyer's vehicle; malformed ids are 400", async () => {
    const buyer = await registerBuyer(api);
    const other = await registerBuyer(api);
    const theirs = (await add(other, asStored(f150))).body.data;
    expect((await api.del(`${PATH}/${theirs.id}`, { token: buyer.token })).status).toBe(404);
    expect(await list(other)).toHaveLength(1);
    const bad = await api.del(`${PATH}/abc`, { token: buyer.token });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors[0].field).toBe('id');
    expect((await api.del(`${PATH}/99999999999999999999`, { token: buyer.token })).status).toBe(400);
  });

  it('DELETE …/all empties only the buyer\'s garage', async () => {
    const buyer = await registerBuyer(api);
    const other = await registerBuyer(api);
    await add(buyer, asStored(corolla));
    await add(buyer, asStored(camry));
    await add(other, asStored(f150));
    const res = await api.del(`${PATH}/all`, { token: buyer.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    expect(await list(buyer)).toEqual([]);
    expect(await list(other)).toHaveLength(1);
    expect((await api.del(`${PATH}/all`, { token: buyer.token })).body.data).toEqual([]);
  });
});

describe('signed-in garage needs a token', () => {
  it.each([
    ['POST', PATH],
    ['PUT', PATH],
    ['GET', LIST],
    ['DELETE', `${PATH}/1`],
    ['DELETE', `${PATH}/all`],
  ])('%s %s', async (method, path) => {
    const res = await api.request(method, path, method === 'POST' || method === 'PUT' ? { body: { id: 1, ...asStored(corolla) } } : {});
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, httpCode: 401, message: 'Login is invalid. Please log in again' });
  });
});

describe('POST /account/public/buyer/garage-vehicle (visitors)', () => {
  it('checks the vehicle and answers it for browser storage, storing nothing', async () => {
    const before = (await api.database.query<{ n: number }>('select count(*)::int as n from garage_vehicle'))[0]!.n;
    const res = await api.post(VISITOR, { body: { ...asStored(corolla), vin: '2T1BURHE0JC014035' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      year: corolla.year.id,
      yearName: '2018',
      make: corolla.make.id,
      makeName: 'Toyota',
      model: corolla.model.id,
      modelName: 'Corolla',
      trim: corolla.trim!.id,
      trimName: 'L/LE/SE/XLE/XSE',
      engine: corolla.engine!.id,
      engineName: '1.8L I4',
      makeId: corolla.makeId,
      modelId: corolla.modelId,
      level: 5,
      attributeValueId: corolla.attributeValueId,
      vin: '2T1BURHE0JC014035',
      imageUrl: `http://localhost:4000/item/public/image/vehicle/${corolla.modelId}.svg?v=1`,
    });
    // A signed-in caller gets the same answer and nothing is saved either.
    const buyer = await registerBuyer(api);
    expect((await api.post(VISITOR, { token: buyer.token, body: asStored(camry) })).body.data.modelName).toBe('Camry');
    expect((await api.database.query<{ n: number }>('select count(*)::int as n from garage_vehicle'))[0]!.n).toBe(before);
  });

  it('refuses what an account add refuses', async () => {
    const cases: [unknown, string][] = [
      [{ ...asStored(corolla), attributeValueId: '2147483000' }, REMOVED],
      [{ ...asStored(corolla), makeName: 'Honda' }, REMOVED],
      [{ attributeValueId: corolla.make.id }, INCOMPLETE],
      [{ yearName: '2018', makeName: 'Toyota', modelName: 'Corolla' }, 'attributeValueId is required'],
      [{ ...asStored(corolla), vin: 'nope' }, 'VIN NOPE is not a valid VIN: a VIN has 17 characters, this one has 4.'],
    ];
    for (const [body, message] of cases) {
      const res = await api.post(VISITOR, { body });
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message });
    }
    expect((await api.post(VISITOR, { rawBody: 'nope' })).status).toBe(400);
  });
});
