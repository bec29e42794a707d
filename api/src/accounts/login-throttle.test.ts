import { LoginThrottle, tooManyAttemptsMessage } from './login-throttle';
import { SlidingWindow } from './sliding-window';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('SlidingWindow', () => {
  it('allows `limit` events per window and says when the next one is possible', () => {
    const c = clock();
    const w = new SlidingWindow({ limit: 3, windowMs: 1000, now: c.now });
    w.record('k');
    c.advance(100);
    w.record('k');
    c.advance(100);
    expect(w.retryAfterMs('k')).toBe(0);
    w.record('k');
    expect(w.retryAfterMs('k')).toBe(800); // the first event leaves the window at +1000
    c.advance(800);
    expect(w.retryAfterMs('k')).toBe(0);
    expect(w.retryAfterMs('other')).toBe(0);
  });

  it('release takes one event back; reset clears the key', () => {
    const c = clock();
    const w = new SlidingWindow({ limit: 2, windowMs: 1000, now: c.now });
    w.record('k');
    const at = w.record('k');
    expect(w.retryAfterMs('k')).toBeGreaterThan(0);
    w.release('k', at);
    expect(w.retryAfterMs('k')).toBe(0);
    w.record('k');
    w.reset('k');
    expect(w.size).toBe(0);
  });

  it('drops stale keys once it holds too many', () => {
    const c = clock();
    const w = new SlidingWindow({ limit: 2, windowMs: 1000, now: c.now, maxKeys: 10 });
    for (let i = 0; i < 10; i++) w.record(`old-${i}`);
    c.advance(2000);
    w.record('new');
    expect(w.size).toBe(1);
  });
});

describe('LoginThrottle', () => {
  it('blocks an account after 5 failures for 15 minutes; a success clears it', () => {
    const c = clock();
    const t = new LoginThrottle({ now: c.now });
    for (let i = 0; i < 4; i++) expect(t.start('a@x.com', '1.1.1.1').allowed).toBe(true);
    const fifth = t.start('a@x.com', '1.1.1.1');
    if (!fifth.allowed) throw new Error('fifth attempt refused');
    fifth.succeeded();
    for (let i = 0; i < 5; i++) expect(t.start('a@x.com', '1.1.1.1').allowed).toBe(true);
    const blocked = t.start('a@x.com', '2.2.2.2');
    expect(blocked).toEqual({ allowed: false, retryAfterSeconds: 900 });
    c.advance(15 * 60 * 1000);
    expect(t.start('a@x.com', '2.2.2.2').allowed).toBe(true);
  });

  it('blocks an IP after 20 failures whatever the account', () => {
    const t = new LoginThrottle({ now: clock().now });
    for (let i = 0; i < 20; i++) expect(t.start(`u${i}@x.com`, '9.9.9.9').allowed).toBe(true);
    expect(t.start('fresh@x.com', '9.9.9.9').allowed).toBe(false);
    expect(t.start('fresh@x.com', '8.8.8.8').allowed).toBe(true);
  });

  it('says when to retry', () => {
    expect(tooManyAttemptsMessage(900)).toBe('Too many failed login attempts. Please try again in 15 minutes.');
    expect(tooManyAttemptsMessage(61)).toBe('Too many failed login attempts. Please try again in 2 minutes.');
    expect(tooManyAttemptsMessage(60)).toBe('Too many failed login attempts. Please try again in 1 minute.');
    expect(tooManyAttemptsMessage(1, 'password attempts')).toBe('Too many failed password attempts. Please try again in 1 second.');
  });
});
