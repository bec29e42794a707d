import { startTestApi, type TestApi } from '../test-support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('API contract', () => {
  it('/health says the database is up and nothing about which engine or dataset', async () => {
    const res = await api.get('/health');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ status: 'ok', database: { status: 'up', latencyMs: expect.any(Number), checkedAt: expect.any(String) } });
    // The database part comes from a probe at most a second old.
    expect(Date.now() - Date.parse(res.body.data.database.checkedAt)).toBeLessThan(6000);
    expect(JSON.stringify(res.body)).not.toMatch(/pglite|postgres|small|large/i);
  });

  it('makes its own request id and never echoes one a caller sends', async () => {
    const res = await api.get('/health', { headers: { 'x-request-id': 'planted-by-caller' } });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const other = await api.get('/health');
    expect(other.headers.get('x-request-id')).not.toBe(res.headers.get('x-request-id'));
  });

  it('answers with headers that forbid framing, sniffing and script', async () => {
    const res = await api.get('/infra/public/shop-setting/v2');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    // The storefront's pages on other origins still show the API's images.
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
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
