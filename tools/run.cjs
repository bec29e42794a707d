// Small process helpers shared by the start, dev, test and size scripts.
const { spawn, spawnSync } = require('node:child_process');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** Nx without daemon or cloud, as CI runs it. */
const NX_ENV = { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_SKIP_NX_CACHE: process.env.NX_SKIP_NX_CACHE ?? '' };

/** Runs a command, streaming its output; resolves with its exit code. */
function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...NX_ENV, ...options.env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function runSync(cmd, args, options = {}) {
  return spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...NX_ENV, ...options.env } }).status ?? 1;
}

module.exports = { root, bin, run, runSync, NX_ENV };
