/** @jest-environment node */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';

const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: (...args: unknown[]) => registerRemotes(...args), loadRemote: jest.fn() }));

// Required after the mock is in place (an import would be hoisted above it).
const { hasServerEntry, syncServerRemotes } = require('./server-federation') as typeof import('./server-federation');

describe('server remotes follow the registry', () => {
  beforeEach(() => {
    // No manifest server: the release check behind the same URL finds nothing and changes nothing.
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('offline'));
  });

  it('a new release URL replaces the container the runtime holds, even after the entry was gone for a while', async () => {
    const a = 'http://cdn.test/catalog/A/server/mf-manifest.json';
    const b = 'http://cdn.test/catalog/B/server/mf-manifest.json';
    await syncServerRemotes({ catalog: a });
    await syncServerRemotes({});
    expect(hasServerEntry('catalog')).toBe(false);
    await syncServerRemotes({ catalog: b });
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'catalog', entry: b }], { force: true });
    expect(hasServerEntry('catalog')).toBe(true);
    registerRemotes.mockClear();
    await syncServerRemotes({ catalog: b });
    expect(registerRemotes).not.toHaveBeenCalled();
  });
});
