import { describe, expect, it } from '@jest/globals';
import { remoteHints, shellHints } from './preload-hints';

const shellManifest = { shared: [{ name: 'react', assets: { js: { sync: ['696.js'] } } }] };
const files = ['bootstrap.0123abcd.js', 'main.js', 'assets/roboto-flex-latin-wght-normal.0123.woff2', 'assets/archivo-black-latin-400-normal.4567.woff2', 'assets/archivo-black-latin-ext-400-normal.89ab.woff2'];

describe('shellHints', () => {
  it('lists the bootstrap group and the provided singletons from chunk-groups.json', () => {
    const hints = shellHints(shellManifest, files, { bootstrap: ['52.js', 'bootstrap.0123abcd.js'], shared: ['696.js', '251.js'] });
    expect(hints.scripts).toEqual(['/52.js', '/bootstrap.0123abcd.js', '/696.js', '/251.js']);
    expect(hints.head).toEqual([
      '<link rel="preload" as="font" type="font/woff2" href="/assets/roboto-flex-latin-wght-normal.0123.woff2" crossorigin>',
      '<link rel="preload" as="font" type="font/woff2" href="/assets/archivo-black-latin-400-normal.4567.woff2" crossorigin>',
    ]);
  });

  it('falls back to the manifest and the bootstrap file without chunk-groups.json', () => {
    expect(shellHints(shellManifest, files).scripts).toEqual(['/bootstrap.0123abcd.js', '/696.js']);
  });
});

describe('remoteHints', () => {
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.abc.js', path: '' } },
    exposes: [{ path: './parcel', assets: { js: { sync: ['parcel.js'] } } }],
  };
  const url = 'http://localhost:4101/mf-manifest.json';

  it('adds the page chunk the server rendered', () => {
    const hints = remoteHints(url, manifest, { chunk: 'page-listing', groups: { 'page-listing': ['page-listing.1.js', '12.js'] } });
    expect(hints.scripts).toEqual([
      'http://localhost:4101/remoteEntry.abc.js',
      'http://localhost:4101/parcel.js',
      'http://localhost:4101/page-listing.1.js',
      'http://localhost:4101/12.js',
    ]);
  });

  it('ignores a missing or malformed chunk-groups.json', () => {
    expect(remoteHints(url, manifest, { chunk: 'page-listing', groups: {} }).scripts).toHaveLength(2);
    expect(remoteHints(url, manifest, { chunk: 'page-listing', groups: { 'page-listing': 'nope' } }).scripts).toHaveLength(2);
  });
});
