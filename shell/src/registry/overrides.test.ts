import { describe, expect, it, jest } from '@jest/globals';
import { applyOverrides, isAllowedOverrideUrl, OVERRIDE_STORAGE_KEY, refuseOverrides, resolveOverrides } from './overrides';
import { parseRuntimeConfig } from '../services/runtime-config';

describe('remote overrides', () => {
  it('reads overrides from the query, persists them, and applies them over the registry', () => {
    localStorage.clear();
    const o = resolveOverrides('?mfOverride=catalog@http://localhost:5101/mf-manifest.json', localStorage);
    expect(o).toEqual({ catalog: 'http://localhost:5101/mf-manifest.json' });
    expect(JSON.parse(localStorage.getItem(OVERRIDE_STORAGE_KEY)!)).toEqual(o);
    // Next visit, no query: still active.
    expect(resolveOverrides('', localStorage)).toEqual(o);
    const reg = applyOverrides({ catalog: 'https://cdn/catalog/mf-manifest.json', content: 'https://cdn/content/mf-manifest.json' }, o);
    expect(reg.catalog).toBe('http://localhost:5101/mf-manifest.json');
    expect(reg.content).toBe('https://cdn/content/mf-manifest.json');
  });

  it('clears every override with mfOverride=clear', () => {
    localStorage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify({ content: 'http://localhost:1/mf-manifest.json' }));
    expect(resolveOverrides('?mfOverride=clear', localStorage)).toEqual({});
    expect(localStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
  });

  it('refuses hosts that are not allowed, unknown remotes and malformed values', () => {
    localStorage.clear();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const o = resolveOverrides(
      '?mfOverride=catalog@https://evil.example/mf-manifest.json&mfOverride=nope@http://localhost:1/x&mfOverride=garbage&mfOverride=vehicle@http://ca.localhost:4102/mf-manifest.json',
      localStorage,
    );
    expect(o).toEqual({ vehicle: 'http://ca.localhost:4102/mf-manifest.json' });
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('matches wildcard hosts only on a subdomain boundary', () => {
    expect(isAllowedOverrideUrl('http://a.localhost/x', ['*.localhost'])).toBe(true);
    expect(isAllowedOverrideUrl('http://evillocalhost/x', ['*.localhost'])).toBe(false);
    expect(isAllowedOverrideUrl('javascript:alert(1)', ['localhost'])).toBe(false);
  });

  it('in a shop that does not allow them, ignores the link and drops an override stored earlier', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify({ catalog: 'http://localhost:5101/mf-manifest.json' }));
    expect(refuseOverrides('?mfOverride=content@http://localhost:5105/mf-manifest.json', localStorage)).toEqual({});
    expect(localStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('remote overrides are turned off'));
  });

  it('are off unless the runtime config turns them on', () => {
    expect(parseRuntimeConfig({ apiBaseUrl: 'https://api.example' }).allowOverrides).toBe(false);
    expect(parseRuntimeConfig({ allowOverrides: 'yes' }).allowOverrides).toBe(false);
    expect(parseRuntimeConfig({ allowOverrides: true }).allowOverrides).toBe(true);
    expect(parseRuntimeConfig(null).allowOverrides).toBe(false);
  });
});
