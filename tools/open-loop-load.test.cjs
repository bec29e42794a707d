const http = require('node:http');
const { openLoop } = require('./open-loop-load.cjs');

/** A local server; `handle(res)` answers each request. */
async function server(handle) {
  const s = http.createServer((req, res) => handle(res));
  await new Promise((resolve) => s.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${s.address().port}`, close: () => new Promise((resolve) => s.close(resolve)) };
}

it('offers the set rate and counts each answer from when it was due', async () => {
  const s = await server((res) => setTimeout(() => res.end('ok'), 20));
  try {
    const paths = [];
    const r = await openLoop({ url: s.url, rate: 50, seconds: 1, poisson: false, makePath: (i) => (paths.push(i), `/x?i=${i}`) });
    expect(r.offered).toBeGreaterThanOrEqual(48);
    expect(r.offered).toBeLessThanOrEqual(50);
    expect(paths).toEqual([...Array(r.offered).keys()]);
    expect({ completed: r.completed, errors: r.errors }).toEqual({ completed: r.offered, errors: 0 });
    expect(r.p50).toBeGreaterThanOrEqual(20);
    // Not timed from when it was sent: a 20 ms answer stays well under the 500 ms a late one reaches
    // below. The margin is for a CI machine whose timers run late (219 ms seen while other work loaded both cores).
    expect(r.p95).toBeLessThan(400);
  } finally {
    await s.close();
  }
});

it('keeps sending while answers are late, so a server that falls behind shows it', async () => {
  // One answer at a time, 25 ms each: 40 a second at most, offered 100.
  let busyUntil = 0;
  const s = await server((res) => {
    busyUntil = Math.max(busyUntil, Date.now()) + 25;
    setTimeout(() => res.end('ok'), busyUntil - Date.now());
  });
  try {
    const r = await openLoop({ url: s.url, rate: 100, seconds: 0.5, poisson: false, makePath: () => '/' });
    expect(r.offered).toBeGreaterThanOrEqual(48);
    expect(r.completed).toBe(r.offered);
    // The last of ~50 waits behind ~49 × 25 ms of work that began at most 0.5 s before it was due.
    expect(r.max).toBeGreaterThan(500);
    expect(r.p50).toBeGreaterThan(200);
  } finally {
    await s.close();
  }
});

it('counts a refused request as an error, not as an answer', async () => {
  const s = await server((res) => {
    res.statusCode = 500;
    res.end('no');
  });
  try {
    const r = await openLoop({ url: s.url, rate: 40, seconds: 0.25, poisson: false, makePath: () => '/' });
    expect(r.offered).toBeGreaterThan(0);
    expect({ completed: r.completed, errors: r.errors }).toEqual({ completed: 0, errors: r.offered });
    expect(r.p95).toBeNaN();
  } finally {
    await s.close();
  }
});

it('spaces Poisson arrivals randomly around the rate', async () => {
  const s = await server((res) => res.end('ok'));
  try {
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const r = await openLoop({ url: s.url, rate: 200, seconds: 1, random, makePath: () => '/' });
    expect(r.offered).toBeGreaterThan(150);
    expect(r.offered).toBeLessThan(250);
  } finally {
    await s.close();
  }
});
