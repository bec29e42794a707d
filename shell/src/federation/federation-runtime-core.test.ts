/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

/**
 * The page's one copy of the federation runtime core (tools/webpack/federation-runtime.js) exposes a
 * chosen list of names so the rest of the core is tree-shaken. Every name the bundled runtime
 * (@module-federation/runtime and webpack-bundler-runtime, in the shell and in every remoteEntry)
 * imports from the core must be on that list, or a remote fails to start after a runtime upgrade.
 */
const IMPORT_FROM_CORE = /import\s*\{([^}]*)\}\s*from\s*["']@module-federation\/runtime-core["']/g;

function namesImportedFromCore(packageName: string): string[] {
  const dist = path.join(path.dirname(require.resolve(`${packageName}/package.json`)), 'dist');
  const names = new Set<string>();
  for (const file of fs.readdirSync(dist)) {
    // `core.js` is the `/core` entry, a re-export of the whole core that no build of ours imports.
    if (!file.endsWith('.js') || file === 'core.js') continue;
    for (const match of fs.readFileSync(path.join(dist, file), 'utf8').matchAll(IMPORT_FROM_CORE)) {
      for (const name of (match[1] ?? '').split(',')) {
        const local = name.trim().split(/\s+as\s+/)[0];
        if (local) names.add(local);
      }
    }
  }
  return [...names];
}

describe('the federation runtime core loaded once per page', () => {
  let exposed: string[];

  let core: Record<string, unknown>;

  beforeAll(async () => {
    // The file's exports are what the page's `_FEDERATION_RUNTIME_CORE` global holds.
    // @ts-expect-error a plain script of the build tools, without types
    core = (await import('../../../tools/webpack/federation-runtime.js')) as Record<string, unknown>;
    exposed = Object.keys(core).filter((name) => name !== 'default' && name !== '__esModule');
  });

  it('exposes every name the bundled runtime imports from the core', () => {
    const needed = [...namesImportedFromCore('@module-federation/runtime'), ...namesImportedFromCore('@module-federation/webpack-bundler-runtime')];
    expect(needed.length).toBeGreaterThan(5);
    expect(needed.filter((name) => !exposed.includes(name))).toEqual([]);
  });

  it('exposes real values, not undefined placeholders', () => {
    expect(exposed.filter((name) => core[name] === undefined)).toEqual([]);
    expect(typeof core.ModuleFederation).toBe('function');
  });
});
