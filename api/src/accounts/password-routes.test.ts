import { startTestApi, type TestApi } from '../test-support/test-api';
import { login, registerBuyer } from './account-test-helpers';

const PASSWORD = '/account/buyer/account/password';
const CURRENT = '/account/buyer/account/current';
const NEW_PASSWORD = 'Rotor-disc 2025';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('PUT /account/buyer/account/password', () => {
  it('changes the password and signs out the other sessions, keeping this one', async () => {
    const buyer = await registerBuyer(api);
    const laptop = (await login(api, buyer.email, buyer.password)).body.data.token;
    const res = await api.put(PASSWORD, { token: buyer.token, body: { oldPassword: buyer.password, newPassword: NEW_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: null });

    expect((await api.get(CURRENT, { token: buyer.token })).status).toBe(200);
    expect((await api.get(CURRENT, { token: laptop })).status).toBe(401);
    expect((await login(api, buyer.email, buyer.password)).status).toBe(400);
    expect((await login(api, buyer.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a wrong current password at field oldPassword and changes nothing', async () => {
    const buyer = await registerBuyer(api);
    const laptop = (await login(api, buyer.email, buyer.password)).body.data.token;
    const res = await api.put(PASSWORD, { token: buyer.token, body: { oldPassword: 'Not-mine 123', newPassword: NEW_PASSWORD } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Current password is incorrect', fieldErrors: [{ field: 'oldPassword', message: 'Current password is incorrect' }] });
    expect((await login(api, buyer.email, buyer.password)).status).toBe(200);
    expect((await api.get(CURRENT, { token: laptop })).status).toBe(200);
  });

  it('holds the new password to the rules, at field newPassword', async () => {
    const buyer = await registerBuyer(api);
    const cases: [string, string][] = [
      ['short1', 'Password must be at least 8 characters'],
      ['onlyletters', 'Password must contain at least one number'],
      ['123456789', 'Password must contain at least one letter'],
      [buyer.email, 'Password must not be your email address'],
      [buyer.password, 'New password must be different from your current password'],
    ];
    for (const [newPassword, message] of cases) {
      const res = await api.put(PASSWORD, { token: buyer.token, body: { oldPassword: buyer.password, newPassword } });
      expect({ status: res.status, body: res.body.fieldErrors }).toEqual({ status: 400, body: [{ field: 'newPassword', message }] });
    }
    expect((await login(api, buyer.email, buyer.password)).status).toBe(200);
  });

  it('answers malformed requests with 400', async () => {
    const buyer = await registerBuyer(api);
    const cases: [unknown, string, string][] = [
      [{ newPassword: NEW_PASSWORD }, 'oldPassword', 'oldPassword is required'],
      [{ oldPassword: buyer.password }, 'newPassword', 'newPassword is required'],
      [{ oldPassword: '', newPassword: NEW_PASSWORD }, 'oldPassword', 'Please enter your current password'],
      [{ oldPassword: buyer.password, newPassword: { a: 1 } }, 'newPassword', 'newPassword must be string'],
    ];
    for (const [body, field, message] of cases) {
      const res = await api.put(PASSWORD, { token: buyer.token, body });
      expect({ status: res.status, message: res.body.message, field: res.body.fieldErrors[0]?.field }).toEqual({ status: 400, message, field });
    }
    expect((await api.put(PASSWORD, { token: buyer.token, rawBody: '{"oldPassword":' })).status).toBe(400);
  });

  it('needs a token', async () => {
    expect((await api.put(PASSWORD, { body: { oldPassword: 'a', newPassword: NEW_PASSWORD } })).status).toBe(401);
  });
});
