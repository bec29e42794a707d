import { captureLogs } from '../accounts/account-test-helpers';
import { startTestApi, type TestApi } from '../test-support/test-api';

let api: TestApi;
let logs: ReturnType<typeof captureLogs>;
beforeAll(async () => {
  logs = captureLogs();
  api = await startTestApi({ logger: logs.logger });
});
afterAll(() => api.close());

const incoming = (url: string) => logs.lines.filter((l) => l.msg === 'incoming request' && (l.req as { url: string }).url.startsWith(url)).map((l) => l.req as Record<string, unknown>);

describe('request log', () => {
  it('records the A/B diversion and the search session id a call carried (spec §7)', async () => {
    await api.get('/search-pro/public/items/filter-search', { query: { keyword: 'brake', size: 1 }, headers: { 'x-diversion-name': 'B', 'x-session-id': 'sess-1234-abcd' } });
    const [entry] = incoming('/search-pro/public/items/filter-search');
    expect(entry).toMatchObject({ method: 'GET', diversion: 'B', sessionId: 'sess-1234-abcd' });
  });

  it('leaves out absent and odd values', async () => {
    await api.get('/health', { headers: { 'x-diversion-name': 'A'.repeat(65), 'x-session-id': 'a b"}' } });
    const [entry] = incoming('/health');
    expect(entry).toMatchObject({ method: 'GET', url: '/health' });
    expect(entry!.diversion).toBeUndefined();
    expect(entry!.sessionId).toBeUndefined();
  });

  it('lets the storefront send X-SESSION-ID and the account headers across origins (CORS)', async () => {
    const res = await api.request('OPTIONS', '/search-pro/public/items/filter-search', {
      headers: { origin: 'http://localhost:4100', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-diversion-name,x-session-id,x-account-id,x-customize-account-id' },
    });
    const allowed = res.headers.get('access-control-allow-headers')?.split(',').map((h) => h.trim());
    expect(allowed).toEqual(expect.arrayContaining(['x-diversion-name', 'x-session-id', 'x-account-id', 'x-customize-account-id']));
  });
});
