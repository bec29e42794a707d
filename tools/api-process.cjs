// Starts the built commerce API (api/dist/server.js) as a child process and waits until it listens.
// Used by `npm start` and the e2e suite, so both run the API the same way.
const { spawn } = require('node:child_process');
const path = require('node:path');
const { root } = require('./run.cjs');

/**
 * @param {{ env?: NodeJS.ProcessEnv, onLine?: (line: string) => void, timeoutMs?: number }} [options]
 * @returns {Promise<{ url: string, child: import('node:child_process').ChildProcess, stop: () => Promise<void> }>}
 */
/**
 * Messages the API logs (outside production only) in place of sending an email: the developer's
 * mailbox. They are logged at info level, below the default `warn`, so `devMailOnLine` asks for
 * info and shows just these lines (plus warnings and errors).
 */
const DEV_MAIL_MESSAGES = [
  'password reset token',
  'email verification code',
  'order confirmation email',
  'newsletter confirmation email',
  'sign-up link email',
  'account exists email',
  'partnership application email',
];

function devMailOnLine(line) {
  if (!line.startsWith('{')) return console.log(line);
  try {
    const entry = JSON.parse(line);
    if (DEV_MAIL_MESSAGES.includes(entry.msg)) {
      const { msg, email, resetToken, emailCode, purpose, orderNo, unsubscribeLink, signUpLink, signInLink, applicationId } = entry;
      const what = resetToken ?? emailCode ?? orderNo ?? signUpLink ?? (unsubscribeLink && `unsubscribe at ${unsubscribeLink}`) ?? (signInLink && `sign in at ${signInLink}`) ?? (applicationId && `application ${applicationId}`);
      console.log(`[api] ${msg} for ${email}${purpose ? ` (${purpose})` : ''}: ${what}`);
    } else if (entry.level >= 40) console.log(line);
  } catch {
    console.log(line);
  }
}

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
    // Output arrives in chunks that can split a line: keep the unfinished tail per stream.
    const tails = new Map();
    const onData = (stream) => (chunk) => {
      const lines = ((tails.get(stream) ?? '') + chunk.toString()).split('\n');
      tails.set(stream, lines.pop() ?? '');
      for (const line of lines.filter(Boolean)) {
        onLine(line);
        const ready = /\[api\] ready in .*: (\S+)/.exec(line);
        if (ready && !settled) {
          settled = true;
          clearTimeout(timer);
          resolve({ url: ready[1], child, stop });
        }
      }
    };
    child.stdout.on('data', onData('stdout'));
    child.stderr.on('data', onData('stderr'));
    child.on('exit', (code) => fail(new Error(`the API exited with code ${code} before it was ready`)));
  });
}

module.exports = { devMailOnLine, startApi };
