import { startTestApi, type TestApi } from '../test-support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('API contract', () => {
  it('/health reports the database', async () => {
    const res = await api.get('/health');
    expect(res.status).toBe(200);
    expect(res.body.data.database.status).toBe('up');
    expect(['pglite', 'postgres']).toContain(res.body.data.database.kind);
    expect(res.headers.get('x-request-id')).toMatch(/.{8,}/);
  });

  it('answers unknown routes with the 404 envelope', async () => {
    const res = await api.get('/no/such/thing');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, httpCode: 404, message: 'No such endpoint: GET /no/such/thing' });
  });

  it('refuses buyer paths without a valid token with the 401 envelope', async () => {
    const none = await api.get('/account/buyer/account/current');
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ success: false, httpCode: 401, message: 'Login is invalid. Please log in again' });
    const bad = await api.get('/account/buyer/account/current', { token: 'not-a-real-token' });
    expect(bad.status).toBe(401);
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const res = await api.post('/account/public/buyer/login', { rawBody: '{"email": ' });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(typeof res.body.message).toBe('string');
  });

  it('allows storefront origins only (CORS)', async () => {
    const allowed = await api.request('OPTIONS', '/infra/public/shop-setting/v2', {
      headers: { origin: 'http://localhost:4100', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-shop-id,visitor_u_key' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:4100');
    const foreign = await api.request('OPTIONS', '/infra/public/shop-setting/v2', {
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    // Order placement sends an Idempotency-Key from the storefront's origin.
    const placement = await api.request('OPTIONS', '/order/public/buyer/order', {
      headers: { origin: 'http://localhost:4100', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,idempotency-key' },
    });
    expect(placement.headers.get('access-control-allow-headers')?.split(',').map((h) => h.trim())).toContain('idempotency-key');
  });

  it('validates query parameters with a clear message', async () => {
    const res = await api.get('/infra/public/buyer/config/list', { query: { page: 0 } });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[0]).toMatchObject({ field: 'page' });
    expect(res.body.message).toMatch(/^page /);
  });
});
