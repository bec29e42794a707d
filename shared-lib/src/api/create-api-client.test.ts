import { createApiClient, REQUEST_TIMEOUT_MS, type ApiClientOptions } from './create-api-client';
import { testAdapter } from './test-adapter';

function setup(overrides: Partial<ApiClientOptions> = {}, handler?: Parameters<typeof testAdapter>[0]) {
  const transport = testAdapter(handler);
  const client = createApiClient({
    baseURL: 'https://api.test',
    shopId: 3,
    getToken: () => 'tok-1',
    getVisitorKey: () => 'visitor-9',
    getDiversion: () => 'B',
    adapter: transport.adapter,
    ...overrides,
  });
  return { client, ...transport };
}

describe('createApiClient: methods and timeout', () => {
  it('exports a 10 s timeout and uses it by default', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
    const { client, last } = setup();
    await client.get('/account/buyer/member-level');
    expect(last().timeout).toBe(10_000);
  });

  it('honours timeoutMs', async () => {
    const { client, last } = setup({ timeoutMs: 1234 });
    await client.get('/health');
    expect(last().timeout).toBe(1234);
  });

  it('maps get/post/put/delete/request to the HTTP method, base URL and path', async () => {
    const { client, calls } = setup();
    await client.get('/a/public/x');
    await client.post('/a/public/x', { n: 1 });
    await client.put('/a/public/x', { n: 2 });
    await client.delete('/a/public/x/7');
    await client.request({ method: 'patch', url: '/a/public/y' });
    expect(calls.map((c) => [c.method, c.baseURL, c.url])).toEqual([
      ['get', 'https://api.test', '/a/public/x'],
      ['post', 'https://api.test', '/a/public/x'],
      ['put', 'https://api.test', '/a/public/x'],
      ['delete', 'https://api.test', '/a/public/x/7'],
      ['patch', 'https://api.test', '/a/public/y'],
    ]);
    expect(calls[1]?.data).toBe('{"n":1}');
  });

  it('resolves with the unwrapped data', async () => {
    const { client } = setup({}, () => ({ data: { code: 200, data: { points: 40 } } }));
    await expect(client.get<{ points: number }>('/account/buyer/member-points')).resolves.toEqual({ points: 40 });
  });
});

describe('createApiClient: headers', () => {
  it('sends bearer token, shop id, diversion and visitor key', async () => {
    const { client, lastHeader } = setup();
    await client.get('/account/buyer/member-level');
    expect(lastHeader('Authorization')).toBe('Bearer tok-1');
    expect(lastHeader('X-SHOP-ID')).toBe('3');
    expect(lastHeader('X-DIVERSION-NAME')).toBe('B');
    expect(lastHeader('VISITOR_U_KEY')).toBe('visitor-9');
  });

  it('reads token, visitor key and diversion on every request', async () => {
    let token: string | undefined = 'first';
    let diversion: 'A' | 'B' = 'A';
    const { client, lastHeader } = setup({ getToken: () => token, getDiversion: () => diversion });
    await client.get('/account/public/x');
    expect(lastHeader('Authorization')).toBe('Bearer first');
    token = undefined;
    diversion = 'B';
    await client.get('/account/public/x');
    expect(lastHeader('Authorization')).toBeUndefined();
    expect(lastHeader('X-DIVERSION-NAME')).toBe('B');
  });

  it('copies session_id and client_id from the body into headers', async () => {
    const { client, lastHeader } = setup();
    await client.post('/data-service/public/event/track', { session_id: 's-1', client_id: 'c-1', event: 'view' });
    expect(lastHeader('session_id')).toBe('s-1');
    expect(lastHeader('client_id')).toBe('c-1');
  });

  it('also accepts camelCase sessionId / clientId and omits absent ids', async () => {
    const { client, lastHeader } = setup();
    await client.post('/x/public/y', { sessionId: 's-2', clientId: 42 });
    expect(lastHeader('session_id')).toBe('s-2');
    expect(lastHeader('client_id')).toBe('42');
    await client.post('/x/public/y', { other: 1 });
    expect(lastHeader('session_id')).toBeUndefined();
    expect(lastHeader('client_id')).toBeUndefined();
  });

  it('keeps caller headers but not over the identity headers', async () => {
    const { client, lastHeader } = setup();
    await client.get('/x/public/y', undefined, { headers: { 'X-ACCOUNT-ID': '77', 'X-SHOP-ID': 'other' } });
    expect(lastHeader('X-ACCOUNT-ID')).toBe('77');
    expect(lastHeader('X-SHOP-ID')).toBe('3');
  });
});

describe('createApiClient: multipart bodies', () => {
  it('turns a requestType formdata body into FormData without the marker', async () => {
    const { client, last, lastHeader } = setup();
    const file = new Blob(['abc'], { type: 'image/png' });
    await client.post('/infra/public/buyer/upload', {
      requestType: 'formdata',
      file,
      tags: ['a', 'b'],
      count: 2,
      meta: { x: 1 },
      skipped: undefined,
      session_id: 's-3',
    });
    const form = last().data as unknown;
    expect(form).toBeInstanceOf(FormData);
    const data = form as FormData;
    expect(data.has('requestType')).toBe(false);
    expect(data.has('skipped')).toBe(false);
    expect(data.getAll('tags')).toEqual(['a', 'b']);
    expect(data.get('count')).toBe('2');
    expect(data.get('meta')).toBe('{"x":1}');
    const sent = data.get('file');
    expect(sent).toBeInstanceOf(Blob);
    expect((sent as Blob).type).toBe('image/png');
    expect((sent as Blob).size).toBe(3);
    expect(lastHeader('session_id')).toBe('s-3');
    expect(String(lastHeader('Content-Type') ?? '')).not.toContain('json');
  });

  it('drops a caller JSON content type so axios does not serialise the form', async () => {
    const { client, last } = setup();
    await client.post('/x/public/upload', { requestType: 'formdata', a: '1' }, { headers: { 'Content-Type': 'application/json' } });
    expect(last().data).toBeInstanceOf(FormData);
  });

  it('sends other bodies as JSON', async () => {
    const { client, last } = setup();
    await client.post('/x/public/y', { requestType: 'json', a: 1 });
    expect(last().data).toBe('{"requestType":"json","a":1}');
  });
});

describe('createApiClient: query parameters', () => {
  it('comma-joins GET arrays and drops null/undefined', async () => {
    const { client, lastUrl } = setup();
    await client.get('/item/public/buyer/attr/image/list', { attributeValueIdList: [1, 2], page: 1, q: undefined, r: null });
    expect(lastUrl()).toBe('https://api.test/item/public/buyer/attr/image/list?attributeValueIdList=1,2&page=1');
  });

  it('merges params given in config and serialises DELETE params the same way', async () => {
    const { client, lastUrl } = setup();
    await client.get('/x/public/y', { a: 'b c' }, { params: { size: 100 } });
    expect(lastUrl()).toBe('https://api.test/x/public/y?size=100&a=b%20c');
    await client.delete('/account/buyer/current/garage-vehicle', { ids: [5, 6] });
    expect(lastUrl()).toBe('https://api.test/account/buyer/current/garage-vehicle?ids=5,6');
  });
});
