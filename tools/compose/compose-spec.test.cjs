const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { ComposeError, parseComposeFile, readComposeFile, releaseEntry, mergeRegistry, parseDevArgs, buildEntry } = require('./compose-spec.cjs');
const { devServerCommand } = require('./compose.cjs');
const { REMOTES } = require('../apps.cjs');

const messageOf = (fn) => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ComposeError);
    return error.message;
  }
  throw new Error('expected a ComposeError');
};

describe('compose file', () => {
  it('reads every kind of source', () => {
    const spec = parseComposeFile({
      from: 'https://shop.example.com/',
      port: 4700,
      remotes: {
        catalog: 'local-dev',
        vehicle: 'local-build',
        content: 'release:20261126-231500-0d99305',
        account: 'http://localhost:5104/mf-manifest.json',
        'cart-checkout': { browser: 'https://cdn.example.com/cart/mf-manifest.json', server: 'https://cdn.example.com/cart/server/mf-manifest.json' },
      },
    });
    expect(spec).toEqual({
      from: 'https://shop.example.com',
      port: 4700,
      remotes: {
        catalog: { kind: 'dev' },
        vehicle: { kind: 'build' },
        content: { kind: 'release', version: '20261126-231500-0d99305' },
        account: { kind: 'entry', entry: 'http://localhost:5104/mf-manifest.json' },
        'cart-checkout': { kind: 'entry', entry: { browser: 'https://cdn.example.com/cart/mf-manifest.json', server: 'https://cdn.example.com/cart/server/mf-manifest.json' } },
      },
    });
  });

  it('takes the local shop when "from" is left out', () => {
    expect(parseComposeFile({ remotes: {} }).from).toBe('local');
  });

  it.each([
    [[], 'expected a JSON object'],
    [{ from: 'ftp://x', remotes: {} }, '"from" must be "local" or a shop URL'],
    [{ from: 'local' }, '"remotes" must be an object'],
    [{ remotes: { basket: 'local-dev' } }, 'remotes: unknown remote "basket"'],
    [{ remotes: { catalog: 'local' } }, 'remotes.catalog: expected "local-dev", "local-build"'],
    [{ remotes: { catalog: 'release:../../etc' } }, 'remotes.catalog: "release:../../etc" is not a release version'],
    [{ remotes: { catalog: { browser: 'nope' } } }, 'remotes.catalog.browser: expected an http(s) manifest URL'],
    [{ remotes: { catalog: { browser: 'http://a/mf-manifest.json', server: 3 } } }, 'remotes.catalog.server'],
    [{ remotes: { catalog: { browser: 'http://a/mf-manifest.json', sever: 'http://a' } } }, 'remotes.catalog.sever: unknown field'],
    [{ remotes: {}, remote: {} }, 'unknown field "remote"'],
    [{ remotes: {}, port: 'x' }, '"port" must be a port number'],
  ])('refuses %j naming the field', (raw, message) => {
    expect(messageOf(() => parseComposeFile(raw, 'compose.json'))).toContain(message);
  });

  it('names the file when it is missing or not JSON', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compose-'));
    fs.writeFileSync(path.join(dir, 'bad.json'), '{ "from": ');
    expect(messageOf(() => readComposeFile(path.join(dir, 'bad.json')))).toContain('bad.json: not valid JSON');
    expect(messageOf(() => readComposeFile(path.join(dir, 'none.json')))).toContain('none.json: no such file');
  });
});

describe('release versions', () => {
  let cdnDir;
  beforeAll(() => {
    cdnDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cdn-'));
    fs.mkdirSync(path.join(cdnDir, 'catalog', '20261126-231500-0d99305', 'server'), { recursive: true });
    fs.writeFileSync(path.join(cdnDir, 'catalog', '20261126-231500-0d99305', 'mf-manifest.json'), '{}');
    fs.writeFileSync(path.join(cdnDir, 'catalog', '20261126-231500-0d99305', 'server', 'mf-manifest.json'), '{}');
    fs.mkdirSync(path.join(cdnDir, 'content', '20261126-220000-abcdef1'), { recursive: true });
    fs.writeFileSync(path.join(cdnDir, 'content', '20261126-220000-abcdef1', 'mf-manifest.json'), '{}');
  });

  it('point at the CDN origin, with the server build when it was released', () => {
    const env = { AXLEBAY_CDN_ORIGIN: 'https://cdn.example.com/' };
    expect(releaseEntry('catalog', '20261126-231500-0d99305', { env, cdnDir })).toEqual({
      browser: 'https://cdn.example.com/catalog/20261126-231500-0d99305/mf-manifest.json',
      server: 'https://cdn.example.com/catalog/20261126-231500-0d99305/server/mf-manifest.json',
      version: '20261126-231500-0d99305',
    });
    expect(releaseEntry('content', '20261126-220000-abcdef1', { env: { CDN_PORT: '4999' }, cdnDir })).toEqual({
      browser: 'http://localhost:4999/content/20261126-220000-abcdef1/mf-manifest.json',
      version: '20261126-220000-abcdef1',
    });
  });

  it('refuse a version that was not released, listing the ones that were', () => {
    expect(messageOf(() => releaseEntry('catalog', '20990101-000000-fffffff', { cdnDir }))).toMatch(/catalog: release 20990101-000000-fffffff not found .*released: 20261126-231500-0d99305/);
    expect(messageOf(() => releaseEntry('vehicle', '20261126-231500-0d99305', { cdnDir }))).toContain('no releases of vehicle; make one with npm run release -- vehicle');
  });
});

describe('registry merge', () => {
  const base = {
    catalog: { browser: 'https://cdn.example.com/catalog/1/mf-manifest.json', server: 'https://cdn.example.com/catalog/1/server/mf-manifest.json' },
    vehicle: 'https://cdn.example.com/vehicle/1/mf-manifest.json',
    content: { browser: 'https://cdn.example.com/content/1/mf-manifest.json', server: 'https://cdn.example.com/content/1/server/mf-manifest.json', version: '1' },
  };

  it('replaces the chosen remotes whole (a dev server has no server entry) and keeps every other entry as it is', () => {
    const merged = mergeRegistry(base, { catalog: 'http://localhost:4601/mf-manifest.json' });
    expect(merged).toEqual({ ...base, catalog: 'http://localhost:4601/mf-manifest.json' });
    expect(base.catalog).toHaveProperty('server');
  });

  it('adds a remote the shop does not list', () => {
    expect(mergeRegistry({}, { account: 'http://localhost:4604/mf-manifest.json' })).toEqual({ account: 'http://localhost:4604/mf-manifest.json' });
  });

  it('refuses an unknown remote and a registry that is not an object', () => {
    expect(messageOf(() => mergeRegistry(base, { basket: 'http://localhost:1/mf-manifest.json' }))).toContain('unknown remote "basket"');
    expect(messageOf(() => mergeRegistry(['x'], {}))).toContain('not a JSON object');
  });

  it("gives a local build its server entry only when it has a server build", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-'));
    const app = { dir };
    expect(buildEntry(app, 'http://localhost:4602')).toBe('http://localhost:4602/mf-manifest.json');
    fs.mkdirSync(path.join(dir, 'dist', 'server'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'dist', 'server', 'mf-manifest.json'), '{}');
    expect(buildEntry(app, 'http://localhost:4602')).toEqual({ browser: 'http://localhost:4602/mf-manifest.json', server: 'http://localhost:4602/server/mf-manifest.json' });
  });
});

describe('npm run dev arguments', () => {
  it('takes remote or project names and the shop to take the others from', () => {
    expect(parseDevArgs(['catalog', 'mfe-vehicle', 'catalog', '--from=https://shop.example.com/'])).toEqual({
      remotes: { catalog: { kind: 'dev' }, vehicle: { kind: 'dev' } },
      from: 'https://shop.example.com',
      build: true,
    });
    expect(parseDevArgs(['content', '--no-build', '--port=4700'])).toEqual({ remotes: { content: { kind: 'dev' } }, from: 'local', build: false, port: 4700 });
  });

  it('refuses unknown remotes, options and shop URLs', () => {
    expect(messageOf(() => parseDevArgs(['catalgo']))).toContain('unknown remote "catalgo" (remotes: catalog, vehicle');
    expect(messageOf(() => parseDevArgs(['catalog', '--form=x']))).toContain('unknown option --form=x');
    expect(messageOf(() => parseDevArgs(['catalog', '--from=shop']))).toContain('--from: expected a shop URL');
  });

  it("starts a remote's dev server on the composition's port, in the mode a built shop can load", () => {
    const catalog = REMOTES.find((a) => a.remote === 'catalog');
    const { cmd, args, env } = devServerCommand(catalog, 4601);
    expect(path.basename(cmd)).toBe('webpack');
    expect(args).toEqual(['serve', '--mode', 'development', '-c', 'mfe-catalog/webpack.config.cjs']);
    expect(env).toEqual({ CATALOG_PORT: '4601', AXLEBAY_DEV_IN_SHOP: '1' });
  });
});
