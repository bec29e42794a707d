/** @jest-environment node */
// The release scripts' registry updates (tools/release): atomic writes, concurrent releases, rollback targets, bad input.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { readJson, withLock, writeJsonAtomic } from '../../../tools/release/locked-json.cjs';
import { historyFileOf } from '../../../tools/release/places.cjs';
import { listReleases, publishRelease, rollbackRelease, rollbackTarget, type ReleaseRecord } from '../../../tools/release/release-store.cjs';
import { startCdn } from '../../../tools/release/cdn-server.cjs';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../../..');
const CDN = 'http://cdn.test';
const source = { commit: 'abc1234', who: 'tester' };
const v = (n: number) => `20261126-2300${String(n).padStart(2, '0')}-abc1234`;

let tmp: string;
let places: { cdnDir: string; registryFile: string; cdnOrigin: string; source: typeof source; env: NodeJS.ProcessEnv };
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'release-store-'));
  places = { cdnDir: path.join(tmp, 'cdn'), registryFile: path.join(tmp, 'registry', 'remotes.json'), cdnOrigin: CDN, source, env: {} };
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A stand-in for a remote's dist/: its manifests (browser, server) and one chunk. */
function fakeDist(federationName: string, text = 'A'): string {
  const dir = fs.mkdtempSync(path.join(tmp, 'dist-'));
  fs.mkdirSync(path.join(dir, 'server'));
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: federationName }));
  fs.writeFileSync(path.join(dir, 'server', 'mf-manifest.json'), JSON.stringify({ name: federationName }));
  fs.writeFileSync(path.join(dir, 'main.0123abcd.js'), text);
  return dir;
}
const registry = () => readJson<Record<string, any>>(places.registryFile, {});
const history = () => readJson<ReleaseRecord[]>(historyFileOf(places.cdnDir), []);

describe('publishing a release', () => {
  it('copies the build to <remote>/<version>/ and points only that remote at it, recording who, when and what was live', async () => {
    const record = await publishRelease({ ...places, remote: 'mfe-catalog', version: v(1), distDir: fakeDist('catalog'), now: new Date('2026-11-26T23:00:01Z') });
    expect(fs.readFileSync(path.join(places.cdnDir, 'catalog', v(1), 'main.0123abcd.js'), 'utf8')).toBe('A');
    expect(registry().catalog).toEqual({ browser: `${CDN}/catalog/${v(1)}/mf-manifest.json`, server: `${CDN}/catalog/${v(1)}/server/mf-manifest.json`, version: v(1) });
    expect(registry().content).toEqual({ browser: 'http://localhost:4105/mf-manifest.json', server: 'http://localhost:4105/server/mf-manifest.json' });
    expect(record).toMatchObject({ action: 'release', remote: 'catalog', version: v(1), commit: 'abc1234', who: 'tester', when: '2026-11-26T23:00:01.000Z', previous: null });
    expect(history()).toEqual([record]);
  });

  it('names the version it ships as in the copied manifests of a build published as is, keeping the one it was built with', async () => {
    const dist = fakeDist('catalog');
    for (const file of ['mf-manifest.json', 'server/mf-manifest.json']) {
      fs.writeFileSync(path.join(dist, file), JSON.stringify({ name: 'catalog', metaData: { axlebay: { release: 'local', contracts: { needs: { bus: '1.0' } } } } }));
    }
    await publishRelease({ ...places, remote: 'catalog', version: v(1), distDir: dist, built: false });
    for (const file of ['mf-manifest.json', 'server/mf-manifest.json']) {
      const copied = JSON.parse(fs.readFileSync(path.join(places.cdnDir, 'catalog', v(1), file), 'utf8'));
      expect(copied.metaData.axlebay).toEqual({ release: v(1), builtAs: 'local', contracts: { needs: { bus: '1.0' } } });
      expect(JSON.parse(fs.readFileSync(path.join(dist, file), 'utf8')).metaData.axlebay.release).toBe('local');
    }
  });

  it('never overwrites a released version, and leaves the registry as it was', async () => {
    await publishRelease({ ...places, remote: 'catalog', version: v(1), distDir: fakeDist('catalog', 'A') });
    const before = fs.readFileSync(places.registryFile, 'utf8');
    await expect(publishRelease({ ...places, remote: 'catalog', version: v(1), distDir: fakeDist('catalog', 'B') })).rejects.toThrow(/already released/);
    expect(fs.readFileSync(path.join(places.cdnDir, 'catalog', v(1), 'main.0123abcd.js'), 'utf8')).toBe('A');
    expect(fs.readFileSync(places.registryFile, 'utf8')).toBe(before);
    expect(history()).toHaveLength(1);
  });

  it('refuses an unknown remote, a malformed version, and a dist/ that is not the remote\'s whole build', async () => {
    await expect(publishRelease({ ...places, remote: 'checkout', version: v(1), distDir: fakeDist('catalog') })).rejects.toThrow('Unknown remote "checkout". Remotes: catalog, vehicle, cart-checkout, account, content');
    await expect(publishRelease({ ...places, remote: 'catalog', version: 'latest', distDir: fakeDist('catalog') })).rejects.toThrow(/not a release version/);
    await expect(publishRelease({ ...places, remote: 'catalog', version: v(1), distDir: fakeDist('content') })).rejects.toThrow(/build of "content", not catalog/);
    const noServer = fakeDist('catalog');
    fs.rmSync(path.join(noServer, 'server'), { recursive: true });
    await expect(publishRelease({ ...places, remote: 'catalog', version: v(1), distDir: noServer })).rejects.toThrow(/no server build/);
    await expect(publishRelease({ ...places, remote: 'catalog', version: v(1), distDir: path.join(tmp, 'nothing') })).rejects.toThrow(/no mf-manifest.json/);
    expect(fs.existsSync(places.registryFile)).toBe(false);
    expect(fs.existsSync(path.join(places.cdnDir, 'catalog'))).toBe(false);
  });

  it('two releases at the same time, from two processes, are both recorded', async () => {
    const script = (remote: string, name: string) => `
      const { publishRelease } = require(${JSON.stringify(path.join(ROOT, 'tools/release/release-store.cjs'))});
      (async () => {
        for (let i = 1; i <= 5; i++) {
          await publishRelease({ ...${JSON.stringify(places)}, remote: '${remote}', version: '20261126-2300' + String(i).padStart(2, '0') + '-${remote.slice(0, 4)}', distDir: ${JSON.stringify(fakeDist(name))} });
        }
      })().catch((e) => { console.error(e); process.exit(1); });`;
    await Promise.all([run('node', ['-e', script('catalog', 'catalog')]), run('node', ['-e', script('content', 'content')])]);
    expect(history()).toHaveLength(10);
    expect(registry().catalog.version).toBe('20261126-230005-cata');
    expect(registry().content.version).toBe('20261126-230005-cont');
    // Each release saw the one before it as live: no update was lost in between.
    for (const remote of ['catalog', 'content']) {
      const mine = history().filter((r) => r.remote === remote);
      expect(mine.map((r) => r.previous)).toEqual([null, ...mine.slice(0, -1).map((r) => r.version)]);
    }
    expect(fs.readdirSync(path.dirname(places.registryFile))).toEqual(['remotes.json']);
  }, 20_000);
});

describe('writing the registry', () => {
  it('the lock serialises read-change-write across processes: no update is lost', async () => {
    const file = path.join(tmp, 'count.json');
    const script = `
      const { readJson, writeJsonAtomic, withLock } = require(${JSON.stringify(path.join(ROOT, 'tools/release/locked-json.cjs'))});
      (async () => {
        for (let i = 0; i < 10; i++) {
          await withLock(${JSON.stringify(file)}, async () => {
            const n = readJson(${JSON.stringify(file)}, 0);
            await new Promise((r) => setTimeout(r, 5));
            writeJsonAtomic(${JSON.stringify(file)}, n + 1);
          });
        }
      })().catch((e) => { console.error(e); process.exit(1); });`;
    await Promise.all([run('node', ['-e', script]), run('node', ['-e', script]), run('node', ['-e', script])]);
    expect(readJson(file, 0)).toBe(30);
    expect(fs.existsSync(`${file}.lock`)).toBe(false);
  }, 20_000);

  it('takes over a lock its holder left behind when killed', async () => {
    const file = path.join(tmp, 'remotes.json');
    fs.writeFileSync(`${file}.lock`, JSON.stringify({ pid: 2 ** 22 + 12345, at: '' }));
    await expect(withLock(file, () => 'done', { waitMs: 2000 })).resolves.toBe('done');
  });

  it('is all or nothing: a failed write leaves the previous file whole and no temp file', () => {
    const file = path.join(tmp, 'remotes.json');
    writeJsonAtomic(file, { catalog: 'http://a/mf-manifest.json' });
    expect(() => writeJsonAtomic(file, { catalog: BigInt(1) })).toThrow();
    expect(() => writeJsonAtomic(path.join(file, 'not-a-folder'), {})).toThrow();
    expect(readJson(file, {})).toEqual({ catalog: 'http://a/mf-manifest.json' });
    expect(fs.readdirSync(tmp).filter((f) => f.startsWith('remotes.json'))).toEqual(['remotes.json']);
  });

  it('says which file is broken instead of overwriting it', async () => {
    fs.mkdirSync(path.dirname(places.registryFile), { recursive: true });
    fs.writeFileSync(places.registryFile, '{ "catalog": ');
    await expect(publishRelease({ ...places, remote: 'catalog', version: v(1), distDir: fakeDist('catalog') })).rejects.toThrow(/remotes.json is not valid JSON/);
    expect(fs.readFileSync(places.registryFile, 'utf8')).toBe('{ "catalog": ');
    expect(fs.existsSync(path.join(places.cdnDir, 'catalog', v(1)))).toBe(false);
  });
});

describe('rolling back', () => {
  const local = { browser: 'http://localhost:4101/mf-manifest.json', server: 'http://localhost:4101/server/mf-manifest.json' };
  const release = (version: string, previous: string | null): ReleaseRecord =>
    ({ action: 'release', remote: 'catalog', version, previous, when: '', entry: { browser: `${CDN}/catalog/${version}/mf-manifest.json`, version } }) as ReleaseRecord;
  const target = (history: ReleaseRecord[], live: string | undefined, requested?: string) => rollbackTarget({ history, remote: 'catalog', live, requested, localEntry: local });

  it('goes back to what was live before the live release, not to the release before it in time', () => {
    // A, B, rolled back to A, then C: C replaced A, so C's rollback goes to A (B was rolled back for a reason).
    const h = [release(v(1), null), release(v(2), v(1)), release(v(3), v(1))];
    expect(target(h, v(3)).version).toBe(v(1));
    expect(target(h, v(2)).version).toBe(v(1));
    expect(target(h, v(1))).toEqual({ version: null, entry: local });
  });

  it('goes to a named version, or to the local build', () => {
    const h = [release(v(1), null), release(v(2), v(1))];
    expect(target(h, v(1), v(2))).toEqual({ version: v(2), entry: h[1]!.entry });
    expect(target(h, v(2), 'local')).toEqual({ version: null, entry: local });
  });

  it('explains what cannot be rolled back', () => {
    const h = [release(v(1), null)];
    expect(() => target(h, v(1), v(9))).toThrow(`catalog has no release ${v(9)}. Released: ${v(1)}`);
    expect(() => target(h, v(1), v(1))).toThrow(/already live/);
    expect(() => target(h, undefined)).toThrow(/not on a release/);
    expect(() => target([], v(5))).toThrow(/not in the release history/);
  });

  it('points the registry back, records it, and the listing shows what is live', async () => {
    await publishRelease({ ...places, remote: 'catalog', version: v(1), distDir: fakeDist('catalog') });
    await publishRelease({ ...places, remote: 'catalog', version: v(2), distDir: fakeDist('catalog') });
    const back = await rollbackRelease({ ...places, remote: 'catalog' });
    expect(back).toMatchObject({ action: 'rollback', version: v(1), previous: v(2), who: 'tester' });
    expect(registry().catalog.version).toBe(v(1));
    const listed = listReleases({ ...places, remote: 'catalog' });
    expect(listed.history.map((r) => `${r.action} ${r.version}`)).toEqual([`release ${v(1)}`, `release ${v(2)}`, `rollback ${v(1)}`]);
    expect(listed.live.catalog).toBe(v(1));
    await rollbackRelease({ ...places, remote: 'catalog' });
    expect(registry().catalog).toEqual(local);
  });
});

describe('the scripts', () => {
  it('print one line for a user mistake and exit 2, without a stack trace', async () => {
    const env = { ...process.env, AXLEBAY_CDN_DIR: places.cdnDir, AXLEBAY_REGISTRY: places.registryFile };
    const fail = (script: string, args: string[]) => run('node', [path.join(ROOT, 'tools/release', script), ...args], { env }).then(() => undefined, (e) => e);
    const unknown = await fail('release.mjs', ['checkout', '--no-build']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown remote "checkout"');
    expect(unknown.stderr).not.toMatch(/\n\s+at /);
    expect((await fail('release.mjs', ['catalog', '--fast'])).stderr).toContain('Unknown option --fast');
    expect((await fail('rollback.mjs', ['catalog', v(9)])).stderr).toContain(`catalog has no release ${v(9)}. Released: none`);
  }, 20_000);
});

describe('the CDN', () => {
  it('serves releases with CORS, hashed files for a year, manifests revalidated, no source maps or copies in progress', async () => {
    const dir = path.join(tmp, 'cdn');
    for (const f of ['catalog/v1/main.0123abcd.js', 'catalog/v1/main.0123abcd.js.map', 'catalog/v1/mf-manifest.json', 'catalog/v1/chunk-groups.json', 'catalog/.v2.1.partial/mf-manifest.json']) {
      fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
      fs.writeFileSync(path.join(dir, f), '{}');
    }
    const cdn = await startCdn({ dir, port: 0 });
    try {
      const base = `http://127.0.0.1:${(cdn.server.address() as { port: number }).port}`;
      const get = (p: string) => fetch(base + p, { headers: { origin: 'http://localhost:4100' } });
      const chunk = await get('/catalog/v1/main.0123abcd.js');
      expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(chunk.headers.get('access-control-allow-origin')).toBe('*');
      expect((await get('/catalog/v1/mf-manifest.json')).headers.get('cache-control')).toBe('no-cache');
      expect((await get('/catalog/v1/chunk-groups.json')).headers.get('cache-control')).toBe('no-cache');
      expect((await get('/catalog/v1/main.0123abcd.js.map')).status).toBe(404);
      expect((await get('/catalog/.v2.1.partial/mf-manifest.json')).status).toBe(404);
    } finally {
      await cdn.close();
    }
  });
});
