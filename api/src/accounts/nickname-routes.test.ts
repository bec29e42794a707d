import { startTestApi, type TestApi } from '../test-support/test-api';
import { registerBuyer } from './account-test-helpers';

const NICKNAME = '/account/buyer/account/nickname';
const EDITABLE = '/account/buyer/account/nickname/editable';
const DAY = 24 * 3600 * 1000;

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('nickname', () => {
  it('can be set once, then changes once per 30 days', async () => {
    const buyer = await registerBuyer(api);
    expect((await api.get(EDITABLE, { token: buyer.token })).body.data).toEqual({ editable: true, nextEditableAt: null });

    const first = await api.put(NICKNAME, { token: buyer.token, body: { nickname: '  Gear Head  ' } });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ nickname: 'Gear Head', editable: false });
    const next = Date.parse(first.body.data.nextEditableAt);
    expect(Math.abs(next - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
    expect((await api.get('/account/buyer/account/current', { token: buyer.token })).body.data.nickname).toBe('Gear Head');

    const editable = await api.get(EDITABLE, { token: buyer.token });
    expect(editable.body.data).toEqual({ editable: false, nextEditableAt: first.body.data.nextEditableAt });

    const second = await api.put(NICKNAME, { token: buyer.token, body: { nickname: 'Torque Wrench' } });
    expect(second.status).toBe(400);
    expect(second.body.message).toMatch(/^You can change your nickname once every 30 days\. Next change possible on [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(second.body.fieldErrors[0].field).toBe('nickname');
    expect((await api.get('/account/buyer/account/current', { token: buyer.token })).body.data.nickname).toBe('Gear Head');

    // Sending the nickname it already has is fine and does not restart the 30 days.
    const same = await api.put(NICKNAME, { token: buyer.token, body: { nickname: 'Gear Head' } });
    expect(same.status).toBe(200);
    expect(same.body.data.nextEditableAt).toBe(first.body.data.nextEditableAt);

    // 30 days later it may change again.
    await api.database.query("update account set nickname_changed_at = now() - interval '30 days 1 minute' where id = $1", [buyer.accountId]);
    expect((await api.get(EDITABLE, { token: buyer.token })).body.data).toEqual({ editable: true, nextEditableAt: null });
    const later = await api.put(NICKNAME, { token: buyer.token, body: { nickname: 'Torque Wrench' } });
    expect(later.status).toBe(200);
    expect(later.body.data.nickname).toBe('Torque Wrench');
  });

  it('lets only one of two simultaneous changes through', async () => {
    const buyer = await registerBuyer(api);
    await api.put(NICKNAME, { token: buyer.token, body: { nickname: 'Starter' } });
    await api.database.query("update account set nickname_changed_at = now() - interval '31 days' where id = $1", [buyer.accountId]);
    const results = await Promise.all(['Alpha', 'Bravo', 'Charlie'].map((nickname) => api.put(NICKNAME, { token: buyer.token, body: { nickname } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
  });

  it('refuses bad nicknames with a clear message and keeps the window open', async () => {
    const buyer = await registerBuyer(api);
    const cases: [unknown, string, string][] = [
      [{ nickname: ' J ' }, 'nickname', 'Nickname must be at least 2 characters'],
      [{ nickname: 'x'.repeat(31) }, 'nickname', 'Nickname must be at most 30 characters'],
      [{ nickname: '<img src=x>' }, 'nickname', "Nickname can only contain letters, numbers, spaces and . _ - '"],
      [{}, 'nickname', 'nickname is required'],
      [{ nickname: { a: 1 } }, 'nickname', 'nickname must be string'],
    ];
    for (const [body, field, message] of cases) {
      const res = await api.put(NICKNAME, { token: buyer.token, body });
      expect({ status: res.status, message: res.body.message, field: res.body.fieldErrors[0]?.field }).toEqual({ status: 400, message, field });
    }
    expect((await api.put(NICKNAME, { token: buyer.token, rawBody: '{nickname}' })).status).toBe(400);
    expect((await api.get(EDITABLE, { token: buyer.token })).body.data.editable).toBe(true);
  });

  it('needs a token', async () => {
    expect((await api.put(NICKNAME, { body: { nickname: 'Anon' } })).status).toBe(401);
    expect((await api.get(EDITABLE)).status).toBe(401);
  });
});
