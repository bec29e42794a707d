import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { browserTransport } from './transport';

const answer = (status: number) => Promise.resolve({ ok: status < 300, status } as Response);

describe('browserTransport', () => {
  afterEach(() => {
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('posts JSON; a failure or a 5xx is retried, a 4xx refusal is not, and nothing is thrown or logged', async () => {
    const error = jest.spyOn(console, 'error');
    const fetch = jest.fn<typeof globalThis.fetch>();
    globalThis.fetch = fetch;
    fetch.mockReturnValueOnce(answer(200)).mockReturnValueOnce(answer(503)).mockReturnValueOnce(answer(400)).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await browserTransport.post('http://api.test/t', '{"events":[]}'));
    expect(results).toEqual(['done', 'retry', 'done', 'retry']);
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'POST', headers: { 'content-type': 'application/json' }, keepalive: true });
    expect(error).not.toHaveBeenCalled();
  });

  it('a beacon the browser throws on is a refused beacon', () => {
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: () => { throw new TypeError('no'); } });
    expect(browserTransport.beacon('http://api.test/t', '{}')).toBe(false);
  });
});
