import { startTestApi, type TestApi } from '../test-support/test-api';
import { registerBuyer, uniqueEmail, type TestBuyer } from './account-test-helpers';

const CURRENT = '/account/buyer/account/current';

let api: TestApi;
let ann: TestBuyer;
let bob: TestBuyer;
beforeAll(async () => {
  api = await startTestApi();
  ann = await registerBuyer(api, { email: uniqueEmail('ann'), firstName: 'Ann', lastName: 'Archer' });
  bob = await registerBuyer(api, { email: uniqueEmail('bob'), firstName: 'Bob', lastName: 'Baker' });
});
afterAll(() => api.close());

describe('GET /account/buyer/account/current', () => {
  it("returns the token's own user data and nothing secret", async () => {
    const res = await api.get(CURRENT, { token: ann.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      accountId: ann.accountId,
      email: ann.email,
      nickname: '',
      firstName: 'Ann',
      lastName: 'Archer',
      zipCode: '',
      avatarUrl: '',
      useFirstDiscount: false,
      emailVerified: false,
      subscribed: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(JSON.stringify(res.body)).not.toMatch(/scrypt|password/i);
  });

  it('needs a valid token', async () => {
    expect((await api.get(CURRENT)).status).toBe(401);
    expect((await api.get(CURRENT, { token: 'x'.repeat(43) })).status).toBe(401);
    expect((await api.get(CURRENT, { headers: { authorization: `Basic ${ann.token}` } })).status).toBe(401);
    // A token in the query string is not a login.
    expect((await api.get(CURRENT, { query: { token: ann.token } })).status).toBe(401);
  });
});

describe('PUT /account/buyer/account/current', () => {
  it('updates names and a US ZIP code', async () => {
    const res = await api.put(CURRENT, { token: ann.token, body: { firstName: '  Annie ', lastName: 'Archer-Smith', zipCode: ' 90210 ' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ accountId: ann.accountId, firstName: 'Annie', lastName: 'Archer-Smith', zipCode: '90210' });
    expect((await api.get(CURRENT, { token: ann.token })).body.data).toMatchObject({ firstName: 'Annie', zipCode: '90210' });
  });

  it('updates only the fields sent', async () => {
    const res = await api.put(CURRENT, { token: ann.token, body: { lastName: 'Archer' } });
    expect(res.body.data).toMatchObject({ firstName: 'Annie', lastName: 'Archer', zipCode: '90210' });
    const nothing = await api.put(CURRENT, { token: ann.token, body: {} });
    expect(nothing.status).toBe(200);
    expect(nothing.body.data).toMatchObject({ firstName: 'Annie', lastName: 'Archer', zipCode: '90210' });
  });

  it('checks the postal code by market (Canada: A1A 1A1)', async () => {
    const ca = await api.put(CURRENT, { token: bob.token, shopId: 2023, body: { zipCode: 'm5v3l9' } });
    expect(ca.status).toBe(200);
    expect(ca.body.data.zipCode).toBe('M5V 3L9');
    const usCodeInCanada = await api.put(CURRENT, { token: bob.token, shopId: 2023, body: { zipCode: '90210' } });
    expect(usCodeInCanada.status).toBe(400);
    expect(usCodeInCanada.body).toMatchObject({ message: 'Postal code must look like A1A 1A1', fieldErrors: [{ field: 'zipCode', message: 'Postal code must look like A1A 1A1' }] });
    const caCodeInUs = await api.put(CURRENT, { token: bob.token, shopId: 2022, body: { zipCode: 'M5V 3L9' } });
    expect(caCodeInUs.body.fieldErrors).toEqual([{ field: 'zipCode', message: 'ZIP code must be 5 digits' }]);
    // Nothing was written by the refused requests.
    expect((await api.get(CURRENT, { token: bob.token })).body.data.zipCode).toBe('M5V 3L9');
  });

  it('answers bad input with 400 at the right field and writes nothing', async () => {
    const cases: [unknown, string, string][] = [
      [{ firstName: 'x'.repeat(51) }, 'firstName', 'First name must be at most 50 characters'],
      [{ firstName: 'Ok', lastName: 'x'.repeat(60), zipCode: '1' }, 'lastName', 'Last name must be at most 50 characters'],
      [{ firstName: { first: 'A' } }, 'firstName', 'firstName must be string'],
      [{ zipCode: 'x'.repeat(21) }, 'zipCode', 'zipCode must NOT have more than 20 characters'],
      ['just text', 'body', 'body must be object'],
    ];
    for (const [body, field, message] of cases) {
      const res = await api.put(CURRENT, { token: ann.token, body });
      expect({ status: res.status, message: res.body.message, field: res.body.fieldErrors[0]?.field }).toEqual({ status: 400, message, field });
    }
    const both = await api.put(CURRENT, { token: ann.token, body: { firstName: 'Ok', lastName: 'x'.repeat(60), zipCode: '1' } });
    expect(both.body.fieldErrors.map((e: { field: string }) => e.field)).toEqual(['lastName', 'zipCode']);
    expect((await api.put(CURRENT, { token: ann.token, rawBody: '{"firstName": "A",' })).status).toBe(400);
    expect((await api.get(CURRENT, { token: ann.token })).body.data).toMatchObject({ firstName: 'Annie', lastName: 'Archer', zipCode: '90210' });
  });
});

describe("one buyer reaching for another's data", () => {
  it("Bob's token never reads or changes Ann, whatever ids the request carries", async () => {
    const before = (await api.get(CURRENT, { token: ann.token })).body.data;

    const read = await api.get(CURRENT, { token: bob.token, query: { accountId: ann.accountId }, headers: { 'x-account-id': String(ann.accountId) } });
    expect(read.body.data.accountId).toBe(bob.accountId);
    expect(JSON.stringify(read.body)).not.toContain(ann.email);

    const write = await api.put(CURRENT, {
      token: bob.token,
      headers: { 'x-account-id': String(ann.accountId), 'x-customize-account-id': String(ann.accountId) },
      query: { accountId: ann.accountId },
      body: { accountId: ann.accountId, id: ann.accountId, email: ann.email, firstName: 'Hacked' },
    });
    expect(write.status).toBe(200);
    expect(write.body.data).toMatchObject({ accountId: bob.accountId, email: bob.email, firstName: 'Hacked' });

    const nick = await api.put('/account/buyer/account/nickname', { token: bob.token, body: { nickname: 'Hacked', accountId: ann.accountId } });
    expect(nick.status).toBe(200);
    const pw = await api.put('/account/buyer/account/password', {
      token: bob.token,
      body: { accountId: ann.accountId, oldPassword: bob.password, newPassword: 'Hijack-pads 77' },
    });
    expect(pw.status).toBe(200);

    expect((await api.get(CURRENT, { token: ann.token })).body.data).toEqual(before);
    expect((await api.post('/account/public/buyer/login', { body: { email: ann.email, password: ann.password } })).status).toBe(200);
    expect((await api.post('/account/public/buyer/login', { body: { email: ann.email, password: 'Hijack-pads 77' } })).status).toBe(400);
  });

  it("Bob's logout does not end Ann's session", async () => {
    const bobAgain = await registerBuyer(api);
    await api.post('/account/buyer/account/logout', { token: bobAgain.token, body: { token: ann.token } });
    expect((await api.get(CURRENT, { token: ann.token })).status).toBe(200);
  });
});
