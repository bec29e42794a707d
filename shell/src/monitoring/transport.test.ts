import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { MONITORING } from './constants';
import { createTransport, type Post } from './transport';

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

/** A post that answers from a script of statuses ('offline' rejects), recording each send's time and body. */
function scripted(answers: Array<number | 'offline'>, fallback: number | 'offline' = 200) {
  const sends: Array<{ at: number; body: string; keepalive: boolean }> = [];
  const post: Post = (body, keepalive) => {
    sends.push({ at: Date.now(), body, keepalive });
    const answer = answers.shift() ?? fallback;
    return answer === 'offline' ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(answer);
  };
  return { post, sends };
}

const settle = () => jest.advanceTimersByTimeAsync(0);

describe('transport: offline queue, retry, rate limit (spec §9)', () => {
  it('retries a failed send after 5 s, then 10, 20, 40 s, and starts again at 5 s after a success', async () => {
    const { post, sends } = scripted(['offline', 'offline', 503, 'offline', 200, 'offline', 200]);
    const t = createTransport(post);
    const start = Date.now();
    t.enqueue({ body: 'a', priority: 1 });
    await settle();
    for (const wait of [5_000, 10_000, 20_000, 40_000]) await jest.advanceTimersByTimeAsync(wait);
    expect(sends.map((s) => s.at - start)).toEqual([0, 5_000, 15_000, 35_000, 75_000]);
    expect(t.pending()).toBe(0);

    t.enqueue({ body: 'b', priority: 1 });
    await settle();
    await jest.advanceTimersByTimeAsync(4_999);
    expect(sends).toHaveLength(6);
    await jest.advanceTimersByTimeAsync(1);
    expect(sends).toHaveLength(7);
    expect(t.pending()).toBe(0);
  });

  it('pauses every send 60 s after a 429, then sends what waited', async () => {
    const { post, sends } = scripted([429]);
    const t = createTransport(post);
    t.enqueue({ body: 'a', priority: 1 });
    await settle();
    t.enqueue({ body: 'b', priority: 1 });
    await jest.advanceTimersByTimeAsync(MONITORING.rateLimitPauseMs - 1);
    expect(sends.map((s) => s.body)).toEqual(['a']);
    await jest.advanceTimersByTimeAsync(1);
    expect(sends.map((s) => s.body).sort()).toEqual(['a', 'a', 'b']);
    expect(t.pending()).toBe(0);
  });

  it('drops an envelope the endpoint refused as bad (400) instead of retrying it', async () => {
    const { post, sends } = scripted([400]);
    const t = createTransport(post);
    t.enqueue({ body: 'bad', priority: 1 });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(sends).toHaveLength(1);
    expect(t.pending()).toBe(0);
  });

  it('keeps at most 30 while offline, dropping the least important first, and sends them all when back online', async () => {
    let online = false;
    const { post, sends } = scripted([]);
    const t = createTransport(post, () => online);
    t.enqueue({ body: 'p3-old', priority: 3 });
    for (let i = 0; i < 30; i++) t.enqueue({ body: `p1-${i}`, priority: 1 });
    t.enqueue({ body: 'p0', priority: 0 });
    expect(t.pending()).toBe(MONITORING.offlineQueueSize);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(sends).toHaveLength(0);
    online = true;
    t.flush();
    await jest.advanceTimersByTimeAsync(0);
    await jest.advanceTimersByTimeAsync(0);
    const bodies = sends.map((s) => s.body);
    expect(bodies).not.toContain('p3-old');
    expect(bodies).not.toContain('p1-0');
    expect(bodies).toContain('p0');
    expect(bodies).toContain('p1-29');
    expect(new Set(bodies).size).toBe(30);
    expect(t.pending()).toBe(0);
  });

  it('uses keepalive only while bytes in flight stay at most 60000 and fewer than 15 requests are open', async () => {
    const answers: Array<(status: number) => void> = [];
    const keepalive: boolean[] = [];
    const post: Post = (_body, k) => {
      keepalive.push(k);
      return new Promise<number>((resolve) => answers.push(resolve));
    };
    const t = createTransport(post);
    const big = 'x'.repeat(25_000);
    t.enqueue({ body: big, priority: 1 });
    t.enqueue({ body: big, priority: 1 });
    t.enqueue({ body: big, priority: 1 });
    expect(keepalive).toEqual([true, true, false]);
    answers[0]!(200);
    await settle();
    t.enqueue({ body: big, priority: 1 });
    expect(keepalive).toEqual([true, true, false, true]);

    const small = createTransport(post);
    keepalive.length = 0;
    for (let i = 0; i < 20; i++) small.enqueue({ body: 's', priority: 2 });
    // 15 open at most; every one of them with keepalive (small), the rest wait their turn.
    expect(keepalive).toEqual(Array(15).fill(true));
  });
});
