import { registerBuyer, type TestBuyer } from '../accounts/account-test-helpers';
import { startTestApi, type TestApi } from '../test-support/test-api';

const PATH = '/account/buyer/current/address';
const LIST = `${PATH}/list`;
const NOT_FOUND = 'This address does not exist';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, 120_000);
afterAll(() => api?.close());

const HOME = { firstName: 'Ada', lastName: 'Lovelace', phone: '(310) 555-0123', country: 'US', state: 'CA', city: 'Beverly Hills', address1: '1 Rodeo Dr', postalCode: '90210' };
const WORK = { ...HOME, city: 'New York', state: 'NY', address1: '350 Fifth Ave', postalCode: '10118-0110', company: 'Empire' };
const MONTREAL = { firstName: 'Jean', lastName: 'Tremblay', phone: '+1 514 555 0199', country: 'CA', state: 'QC', city: 'Montréal', address1: '1 Rue Sainte-Catherine', postalCode: 'h2x1y4' };

interface Saved {
  id: number;
  isDefault: boolean;
  postalCode: string;
  city: string;
  phone: string;
}

const add = (buyer: TestBuyer, body: unknown) => api.post(PATH, { token: buyer.token, body });
const added = async (buyer: TestBuyer, body: unknown): Promise<Saved> => {
  const res = await add(buyer, body);
  expect(res.status).toBe(200);
  return res.body.data;
};
const list = async (buyer: TestBuyer): Promise<Saved[]> => {
  const res = await api.get(LIST, { token: buyer.token });
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('POST /account/buyer/current/address', () => {
  it('saves a normalised address; the first one is the default', async () => {
    const buyer = await registerBuyer(api);
    const res = await add(buyer, { ...HOME, isDefault: false, accountId: 1 });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ...HOME, id: expect.any(Number), isDefault: true, phone: '3105550123', company: '', address2: '' });
    const ca = await added(buyer, MONTREAL);
    expect(ca).toMatchObject({ postalCode: 'H2X 1Y4', phone: '5145550199', isDefault: false, city: 'Montréal' });
  });

  it('isDefault: true moves the default; the list is default first, then newest', async () => {
    const buyer = await registerBuyer(api);
    const a = await added(buyer, HOME);
    const b = await added(buyer, WORK);
    const c = await added(buyer, { ...MONTREAL, isDefault: true });
    expect(c.isDefault).toBe(true);
    expect((await list(buyer)).map((x) => [x.id, x.isDefault])).toEqual([
      [c.id, true],
      [b.id, false],
      [a.id, false],
    ]);
  });

  it('answers 400 with fieldErrors for broken rules, and writes nothing', async () => {
    const buyer = await registerBuyer(api);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...HOME, state: 'NY' }, 'postalCode'],
      [{ ...HOME, postalCode: 'K1A 0B1' }, 'postalCode'],
      [{ ...MONTREAL, postalCode: '12345' }, 'postalCode'],
      [{ ...MONTREAL, state: 'ON' }, 'postalCode'],
      [{ ...HOME, state: 'ZZ' }, 'state'],
      [{ ...HOME, phone: '555-0123' }, 'phone'],
      [{ ...HOME, country: 'MX' }, 'country'],
      [{ ...HOME, firstName: 'A'.repeat(51) }, 'firstName'],
      [{ ...HOME, city: 'Beverly\u0000Hills' }, 'city'],
      [{ ...HOME, address1: '1 Rodeo \ud800 Dr' }, 'address1'],
      [{ ...HOME, lastName: 'x'.repeat(10_000) }, 'lastName'],
      [{ ...HOME, firstName: undefined }, 'firstName'],
    ];
    for (const [body, field] of cases) {
      const res = await add(buyer, body);
      expect({ field, status: res.status }).toEqual({ field, status: 400 });
      expect(res.body).toMatchObject({ success: false, httpCode: 400 });
      expect(res.body.fieldErrors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect(await list(buyer)).toEqual([]);
  });

  it('names the ZIP/state mismatch in words', async () => {
    const buyer = await registerBuyer(api);
    const res = await add(buyer, { ...HOME, state: 'NY' });
    expect(res.body.fieldErrors).toEqual([{ field: 'postalCode', message: 'This ZIP code is in California, not in New York' }]);
  });

  it('a body that is no JSON object, or a 10k-character phone, is a 400 (never a 500)', async () => {
    const buyer = await registerBuyer(api);
    expect((await api.post(PATH, { token: buyer.token, rawBody: '{"firstName": "A', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect((await add(buyer, { ...HOME, phone: '1'.repeat(10_000) })).status).toBe(400);
    expect((await add(buyer, [HOME])).status).toBe(400);
  });

  it('holds at most 20 addresses', async () => {
    const buyer = await registerBuyer(api);
    for (let i = 0; i < 20; i++) await added(buyer, { ...HOME, address1: `${i + 1} Rodeo Dr` });
    const res = await add(buyer, HOME);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Your address book can hold up to 20 addresses. Please delete one before adding another');
    expect(await list(buyer)).toHaveLength(20);
  });

  it('simultaneous first adds keep exactly one default', async () => {
    const buyer = await registerBuyer(api);
    const answers = await Promise.all([1, 2, 3, 4].map((n) => add(buyer, { ...HOME, address1: `${n} Main St` })));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect((await list(buyer)).filter((a) => a.isDefault)).toHaveLength(1);
  });

  it('needs a token', async () => {
    expect((await api.post(PATH, { body: HOME })).status).toBe(401);
    expect((await api.get(LIST)).status).toBe(401);
  });
});

describe('PUT /account/buyer/current/address', () => {
  it('changes the fields sent, keeps the others, checks the result whole', async () => {
    const buyer = await registerBuyer(api);
    const a = await added(buyer, HOME);
    const res = await api.put(PATH, { token: buyer.token, body: { id: a.id, address2: 'Suite 5', postalCode: '90210-1234' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: a.id, address2: 'Suite 5', postalCode: '90210-1234', city: 'Beverly Hills', isDefault: true });
    const moved = await api.put(PATH, { token: buyer.token, body: { id: a.id, state: 'NY' } });
    expect(moved.status).toBe(400);
    expect(moved.body.fieldErrors[0].field).toBe('postalCode');
    const toCanada = await api.put(PATH, { token: buyer.token, body: { id: a.id, ...MONTREAL, address2: '' } });
    expect(toCanada.body.data).toMatchObject({ country: 'CA', postalCode: 'H2X 1Y4', address2: '' });
  });

  it('isDefault: true moves the default; false on the default keeps it', async () => {
    const buyer = await registerBuyer(api);
    const a = await added(buyer, HOME);
    const b = await added(buyer, WORK);
    expect((await api.put(PATH, { token: buyer.token, body: { id: a.id, isDefault: false } })).body.data.isDefault).toBe(true);
    expect((await api.put(PATH, { token: buyer.token, body: { id: b.id, isDefault: true } })).body.data.isDefault).toBe(true);
    expect((await list(buyer)).map((x) => [x.id, x.isDefault])).toEqual([
      [b.id, true],
      [a.id, false],
    ]);
  });

  it("another buyer's address or an unknown id is 404 and stays as it was", async () => {
    const owner = await registerBuyer(api);
    const other = await registerBuyer(api);
    const a = await added(owner, HOME);
    for (const id of [a.id, 999_999_999]) {
      const res = await api.put(PATH, { token: other.token, body: { id, city: 'Elsewhere' } });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(NOT_FOUND);
    }
    expect((await list(owner))[0]!.city).toBe('Beverly Hills');
    expect((await api.put(PATH, { token: owner.token, body: { id: 'x' } })).status).toBe(400);
  });
});

describe('DELETE /account/buyer/current/address/{id}', () => {
  it('answers the remaining list; deleting the default makes the newest remaining one default', async () => {
    const buyer = await registerBuyer(api);
    const a = await added(buyer, HOME);
    const b = await added(buyer, WORK);
    const c = await added(buyer, MONTREAL);
    const res = await api.del(`${PATH}/${a.id}`, { token: buyer.token });
    expect(res.status).toBe(200);
    expect(res.body.data.map((x: Saved) => [x.id, x.isDefault])).toEqual([
      [c.id, true],
      [b.id, false],
    ]);
    const again = await api.del(`${PATH}/${b.id}`, { token: buyer.token });
    expect(again.body.data.map((x: Saved) => [x.id, x.isDefault])).toEqual([[c.id, true]]);
    expect((await api.del(`${PATH}/${c.id}`, { token: buyer.token })).body.data).toEqual([]);
  });

  it("another buyer's address or an unknown id is 404; a non-numeric id is 400", async () => {
    const owner = await registerBuyer(api);
    const other = await registerBuyer(api);
    const a = await added(owner, HOME);
    const res = await api.del(`${PATH}/${a.id}`, { token: other.token });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(NOT_FOUND);
    expect((await api.del(`${PATH}/12345678901`, { token: owner.token })).status).toBe(404);
    expect((await api.del(`${PATH}/abc`, { token: owner.token })).status).toBe(400);
    expect(await list(owner)).toHaveLength(1);
  });
});

describe('the address book is the buyer\'s own', () => {
  it("a buyer's list never holds another buyer's addresses; another buyer can neither edit, make default nor delete them", async () => {
    const ann = await registerBuyer(api);
    const bob = await registerBuyer(api);
    const home = await added(ann, HOME);
    const work = await added(ann, WORK);
    const bobs = await added(bob, MONTREAL);
    expect((await list(bob)).map((a) => a.id)).toEqual([bobs.id]);
    expect((await list(ann)).map((a) => a.id)).toEqual([home.id, work.id]);

    const takeDefault = await api.put(PATH, { token: bob.token, body: { id: work.id, isDefault: true } });
    expect(takeDefault.status).toBe(404);
    const edit = await api.put(PATH, { token: bob.token, body: { id: home.id, ...MONTREAL } });
    expect(edit.status).toBe(404);
    const remove = await api.del(`${PATH}/${work.id}`, { token: bob.token });
    expect(remove.status).toBe(404);

    expect((await list(ann)).map((a) => [a.id, a.isDefault, a.city])).toEqual([
      [home.id, true, 'Beverly Hills'],
      [work.id, false, 'New York'],
    ]);
    expect((await list(bob)).map((a) => [a.id, a.isDefault])).toEqual([[bobs.id, true]]);
  });
});

describe('exactly one default', () => {
  it('stays one through adds, moves, edits and deletes', async () => {
    const buyer = await registerBuyer(api);
    const defaults = async () => (await list(buyer)).filter((a) => a.isDefault).map((a) => a.id);
    const a = await added(buyer, HOME);
    const b = await added(buyer, { ...WORK, isDefault: true });
    expect(await defaults()).toEqual([b.id]);
    const c = await added(buyer, MONTREAL);
    expect(await defaults()).toEqual([b.id]);
    expect((await api.put(PATH, { token: buyer.token, body: { id: c.id, isDefault: true } })).status).toBe(200);
    expect(await defaults()).toEqual([c.id]);
    expect((await api.put(PATH, { token: buyer.token, body: { id: a.id, city: 'Beverly Hills', isDefault: false } })).status).toBe(200);
    expect(await defaults()).toEqual([c.id]);
    // A refused edit that asks for the default changes nothing.
    expect((await api.put(PATH, { token: buyer.token, body: { id: a.id, state: 'NY', isDefault: true } })).status).toBe(400);
    expect(await defaults()).toEqual([c.id]);
    await api.del(`${PATH}/${c.id}`, { token: buyer.token });
    expect(await defaults()).toEqual([b.id]);
  });
});
