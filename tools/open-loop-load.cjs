// Open-model load for the benchmarks: requests arrive at a set rate whether or not earlier ones have
// answered, as independent shoppers do (Poisson arrivals: random gaps averaging 1/rate).
//
// Why not autocannon's `overallRate`: it gives each connection a quota per second and lets it send
// flat out until the quota is used (lib/httpClient.js `reqsMadeThisSecond`), so "300 req/s" over 10
// connections is a burst at full concurrency at the start of every second, then silence. Latency here
// counts from the moment a request was due, not from when it was sent: a generator or a server that
// falls behind shows in the figures instead of slowing the arrivals (no coordinated omission).
const http = require('node:http');
const { percentile } = require('./stats.cjs');

/**
 * Offers `rate` requests a second for `seconds` to `url` + makePath(i) (GET). Resolves with what was
 * served: { offered, completed, errors, rps, p50, p95, p99, max } (latencies in ms from when each
 * request was due). `random` is injectable for tests; `poisson: false` spaces arrivals evenly.
 */
function openLoop({ url, rate, seconds, makePath, poisson = true, maxSockets = 256, random = Math.random }) {
  const base = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const latencies = [];
  let offered = 0;
  let completed = 0;
  let errors = 0;
  let inFlight = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  const gap = () => (poisson ? -Math.log(1 - random()) : 1) * (1000 / rate);

  return new Promise((resolve) => {
    let due = start + gap();
    let stopped = false;

    const finish = () => {
      if (!stopped || inFlight > 0) return;
      agent.destroy();
      latencies.sort((a, b) => a - b);
      const elapsed = (performance.now() - start) / 1000;
      resolve({
        offered,
        completed,
        errors,
        rps: completed / Math.max(seconds, elapsed),
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        max: latencies.length ? latencies[latencies.length - 1] : NaN,
      });
    };

    const send = (i, dueAt) => {
      inFlight++;
      const done = (ok) => {
        inFlight--;
        if (ok) {
          completed++;
          latencies.push(performance.now() - dueAt);
        } else errors++;
        finish();
      };
      const req = http.get({ host: base.hostname, port: base.port, path: makePath(i), agent }, (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode >= 200 && res.statusCode < 300));
        res.on('error', () => done(false));
      });
      req.on('error', () => done(false));
    };

    const tick = () => {
      const now = performance.now();
      // Everything due by now goes out, late ones included: their lateness is part of their latency.
      while (due <= now && due < end) {
        send(offered++, due);
        due += gap();
      }
      if (due >= end) {
        stopped = true;
        finish();
        return;
      }
      setTimeout(tick, Math.max(0, due - performance.now()));
    };
    tick();
  });
}

module.exports = { openLoop };
