import { describe, expect, it } from '@jest/globals';
import { shellMarket } from './market';

describe('shellMarket', () => {
  it('uses Canada on a ca. host', () => {
    expect(shellMarket({ hostname: 'ca.localhost', search: '' }).currency).toBe('CAD');
  });
  it('remembers ?market=2023 for later visits', () => {
    localStorage.clear();
    expect(shellMarket({ hostname: 'localhost', search: '?market=2023' }).code).toBe('CA');
    expect(shellMarket({ hostname: 'localhost', search: '' }).code).toBe('CA');
    expect(shellMarket({ hostname: 'localhost', search: '?market=2022' }).code).toBe('US');
  });
});
