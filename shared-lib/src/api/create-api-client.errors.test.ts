import { ApiError, LOGIN_INVALID_MESSAGE } from './api-error';
import { createApiClient, type ApiClientOptions } from './create-api-client';
import { networkError, testAdapter, timeoutError, type Reply } from './test-adapter';
import { NETWORK_MESSAGE, REQUEST_FAILED_MESSAGE, SERVER_TROUBLE_MESSAGE, TIMEOUT_MESSAGE } from './error-message';
import type { InternalAxiosRequestConfig } from 'axios';

type Handler = (config: InternalAxiosRequestConfig) => Reply | Promise<Reply>;

function setup(handler: Handler, overrides: Partial<ApiClientOptions> = {}) {
  const transport = testAdapter(handler);
  const onUnauthorized = jest.fn();
  const onServerError = jest.fn();
  const client = createApiClient({
    baseURL: 'https://api.test',
    shopId: 1,
    getToken: () => 'tok',
    getVisitorKey: () => 'v',
    getDiversion: () => 'A',
    onUnauthorized,
    onServerError,
    adapter: transport.adapter,
    ...overrides,
  });
  return { client, onUnauthorized, onServerError, ...transport };
}

async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected a rejection');
}

describe('envelope rejections', () => {
  it('rejects a failed success/httpCode envelope with its code, body and message', async () => {
    const body = { success: false, httpCode: 409, message: 'Already subscribed', data: null };
    const { client, onServerError } = setup(() => ({ data: body }));
    const error = await rejectionOf(client.post('/account/public/buyer/unsubscribe'));
    expect(error).toMatchObject({ code: 409, status: 200, data: body, msg: 'Already subscribed', message: 'Already subscribed' });
    expect(error.isNetworkError).toBe(false);
    expect(onServerError).not.toHaveBeenCalled();
  });

  it('rejects a code envelope other than 200 and resolves "200"', async () => {
    const { client } = setup((config) =>
      config.url === '/ok/public' ? { data: { code: '200', data: 7 } } : { data: { code: 'B-12', msg: 'Out of stock' } },
    );
    await expect(client.get('/ok/public')).resolves.toBe(7);
    const error = await rejectionOf(client.get('/bad/public'));
    expect(error).toMatchObject({ code: 'B-12', msg: 'Out of stock', message: 'Out of stock' });
  });

  it('returns other bodies as is', async () => {
    const { client } = setup(() => ({ data: { ip: '1.2.3.4', country: 'US' } }));
    await expect(client.get('/infra/public/ip/information')).resolves.toEqual({ ip: '1.2.3.4', country: 'US' });
  });
});

describe('HTTP error rejections', () => {
  it('builds message from fieldErrors and keeps them on the error', async () => {
    const body = { code: 400, fieldErrors: [{ field: 'email', message: 'must be valid' }] };
    const { client } = setup(() => ({ status: 400, data: body }));
    const error = await rejectionOf(client.post('/account/public/buyer/login', {}));
    expect(error).toMatchObject({ code: 400, status: 400, data: body, message: 'email must be valid' });
    expect(error.fieldErrors).toEqual([{ field: 'email', message: 'must be valid' }]);
  });

  it("uses the envelope code over the HTTP status, and the shop's sentence when the body has no message", async () => {
    const { client } = setup((config) =>
      config.url === '/a/public' ? { status: 422, data: { code: 'V-1' } } : { status: 404, data: '<html>' },
    );
    expect(await rejectionOf(client.get('/a/public'))).toMatchObject({ code: 'V-1', status: 422 });
    expect(await rejectionOf(client.get('/b/public'))).toMatchObject({
      code: 404,
      status: 404,
      message: REQUEST_FAILED_MESSAGE,
    });
  });
});

describe('messages a shopper can read', () => {
  it('a 5xx answer without a message says the trouble is on our side', async () => {
    const { client } = setup(() => ({ status: 502, data: '<html>Bad gateway</html>' }));
    expect((await rejectionOf(client.get('/a/public'))).message).toBe(SERVER_TROUBLE_MESSAGE);
  });

  it('never passes on the transport wording', async () => {
    for (const make of [timeoutError, networkError]) {
      const { client } = setup((config) => {
        throw make(config);
      });
      const { message } = await rejectionOf(client.get('/x/public/y'));
      expect(message).not.toMatch(/Network Error|timeout of \d+ms/);
    }
  });
});

describe('missing token', () => {
  it('rejects a non-public path locally without an HTTP request', async () => {
    const { client, calls, onUnauthorized } = setup(() => ({ data: 'never' }), { getToken: () => undefined });
    const error = await rejectionOf(client.get('/account/buyer/member-level'));
    expect(error.message).toBe('Login is invalid. Please log in again');
    expect(LOGIN_INVALID_MESSAGE).toBe('Login is invalid. Please log in again');
    expect(error.code).toBe(401);
    expect(calls).toHaveLength(0);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    // No status: the shell tells a local rejection from a server's 401 by it.
    expect(onUnauthorized).toHaveBeenCalledWith(expect.objectContaining({ status: undefined }), '/account/buyer/member-level');
  });

  it('treats an empty token as missing', async () => {
    const { client, calls } = setup(() => ({ data: 'x' }), { getToken: () => '' });
    await rejectionOf(client.post('/account/buyer/member-month/join'));
    expect(calls).toHaveLength(0);
  });

  it.each(['/infra/public/ip/information', '/ip/location', '/health', '/account/public/buyer/login'])(
    'lets public path %s through',
    async (path) => {
      const { client, calls, onUnauthorized } = setup(() => ({ data: 'pong' }), { getToken: () => undefined });
      await expect(client.get(path)).resolves.toBe('pong');
      expect(calls).toHaveLength(1);
      expect(onUnauthorized).not.toHaveBeenCalled();
    },
  );
});

describe('401 responses', () => {
  it('calls onUnauthorized and rejects on HTTP 401', async () => {
    const { client, onUnauthorized } = setup(() => ({ status: 401, data: { message: 'Token expired' } }));
    const error = await rejectionOf(client.get('/account/buyer/member-points'));
    expect(error).toMatchObject({ code: 401, status: 401, message: 'Token expired' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith(error, '/account/buyer/member-points');
  });

  it.each([{ success: false, httpCode: 401 }, { code: '401' }])('calls onUnauthorized for envelope %j', async (body) => {
    const { client, onUnauthorized } = setup(() => ({ data: body }));
    await rejectionOf(client.get('/account/buyer/member-points'));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not call onUnauthorized for other failures', async () => {
    const { client, onUnauthorized } = setup(() => ({ status: 403, data: {} }));
    await rejectionOf(client.get('/account/buyer/member-points'));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('server errors and monitoring', () => {
  it.each([500, 502, 503, 504])('reports HTTP %i', async (status) => {
    const { client, onServerError } = setup(() => ({ status, data: { message: 'boom' } }));
    const error = await rejectionOf(client.get('/x/public/y'));
    expect(error.status).toBe(status);
    expect(onServerError).toHaveBeenCalledWith(error, '/x/public/y');
  });

  it('reports an envelope code 503 in a 200 response', async () => {
    const { client, onServerError } = setup(() => ({ data: { code: 503, msg: 'maintenance' } }));
    const error = await rejectionOf(client.get('/x/public/y'));
    expect(onServerError).toHaveBeenCalledWith(error, '/x/public/y');
  });

  it.each([400, 404, 501])('does not report HTTP %i', async (status) => {
    const { client, onServerError } = setup(() => ({ status, data: {} }));
    await rejectionOf(client.get('/x/public/y'));
    expect(onServerError).not.toHaveBeenCalled();
  });

  it('keeps the ApiError when the monitoring hook throws', async () => {
    const { client } = setup(() => ({ status: 500, data: { message: 'boom' } }), {
      onServerError: () => {
        throw new Error('monitor down');
      },
    });
    expect(await rejectionOf(client.get('/x/public/y'))).toMatchObject({ message: 'boom', code: 500 });
  });
});

describe('timeout and network errors', () => {
  it('rejects with TIMEOUT outside production, unreported', async () => {
    const { client, onServerError } = setup((config) => {
      throw timeoutError(config);
    });
    const error = await rejectionOf(client.get('/x/public/y'));
    expect(error).toMatchObject({ code: 'TIMEOUT', isTimeout: true, isNetworkError: false, status: undefined, message: TIMEOUT_MESSAGE });
    expect(onServerError).not.toHaveBeenCalled();
  });

  it('rejects with NETWORK_ERROR outside production', async () => {
    const { client } = setup((config) => {
      throw networkError(config);
    });
    const error = await rejectionOf(client.get('/x/public/y'));
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', isNetworkError: true, isTimeout: false, message: NETWORK_MESSAGE });
  });

  it.each([timeoutError, networkError])('rejects with 504 in production without reporting (%#)', async (make) => {
    const { client, onServerError } = setup(
      (config) => {
        throw make(config);
      },
      { production: true },
    );
    const error = await rejectionOf(client.get('/x/public/y'));
    expect(error.code).toBe(504);
    expect(error.isTimeout || error.isNetworkError).toBe(true);
    expect(onServerError).not.toHaveBeenCalled();
  });
});

describe('data-service paths', () => {
  it('resolve undefined on an HTTP 500 without reporting it', async () => {
    const { client, onServerError } = setup(() => ({ status: 500, data: { message: 'boom' } }));
    await expect(client.post('/data-service/public/event/track', { e: 1 })).resolves.toBeUndefined();
    expect(onServerError).not.toHaveBeenCalled();
  });

  it('resolve undefined on a failed envelope and on network errors', async () => {
    const failing = setup(() => ({ data: { code: 503 } }));
    await expect(failing.client.post('/data-service/public/buyer/marketing/page-load')).resolves.toBeUndefined();
    expect(failing.onServerError).not.toHaveBeenCalled();
    const offline = setup((config) => {
      throw networkError(config);
    });
    await expect(offline.client.post('/data-service/public/buyer/marketing/conversion')).resolves.toBeUndefined();
  });

  it('still return data on success', async () => {
    const { client } = setup(() => ({ data: { code: 200, data: 'tracked' } }));
    await expect(client.post('/data-service/public/event/track')).resolves.toBe('tracked');
  });
});

describe('breadcrumbs for error reports', () => {
  it('leaves the method and path of each call (never its query or body), and the failure code', async () => {
    const { monitoring } = await import('../monitoring');
    const { client } = setup((config) => (config.url?.includes('broken') ? { status: 502, data: {} } : { data: { success: true, httpCode: 200, data: 1 } }));
    await client.get('/x/public/items', { keyword: 'secret' });
    await rejectionOf(client.post('/x/public/broken', { email: 'a@b.c' }));
    const crumbs = monitoring.breadcrumbs().slice(-2);
    expect(crumbs.map((c) => `${c.category} ${c.message}`)).toEqual(['api GET /x/public/items', 'api POST /x/public/broken failed 502']);
  });
});
