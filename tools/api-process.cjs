// Starts the built commerce API (api/dist/server.js) as a child process and waits until it listens.
// Used by `npm start` and the e2e suite, so both run the API the same way.
const { spawn } = require('node:child_process');
const path = require('node:path');
const { root } = require('./run.cjs');

/**
 * @param {{ env?: NodeJS.ProcessEnv, onLine?: (line: string) => void, timeoutMs?: number }} [options]
 * @returns {Promise<{ url: string, child: import('node:child_process').ChildProcess, stop: () => Promise<void> }>}
 */
function startApi({ env = {}, onLine = (l) => console.log(l), timeoutMs = 15 * 60_000 } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'api', 'dist', 'server.js')], {
      cwd: root,
      env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'development', LOG_LEVEL: process.env.LOG_LEVEL || 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let settled = false;
    const timer = setTimeout(() => fail(new Error('the API did not start in time')), timeoutMs);
    const stop = () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      });
    function fail(error) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill('SIGTERM');
      reject(error);
    }
    const onData = (chunk) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        onLine(line);
        const ready = /\[api\] ready in .*: (\S+)/.exec(line);
        if (ready && !settled) {
          settled = true;
          clearTimeout(timer);
          resolve({ url: ready[1], child, stop });
        }
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => fail(new Error(`the API exited with code ${code} before it was ready`)));
  });
}

module.exports = { startApi };
