import { memoryStorage } from './web-storage';

/** A fresh copy of the module: webStorage decides once per page, and each test is a new page. */
function freshWebStorage(): typeof import('./web-storage').webStorage {
  let fresh!: typeof import('./web-storage').webStorage;
  jest.isolateModules(() => {
    fresh = (jest.requireActual('./web-storage') as typeof import('./web-storage')).webStorage;
  });
  return fresh;
}

describe('webStorage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is the browser storage when it works', () => {
    const webStorage = freshWebStorage();
    expect(webStorage('local')).toBe(window.localStorage);
    expect(webStorage('session')).toBe(window.sessionStorage);
  });

  it('probes the browser once per kind, not on every call (a localStorage write wakes the other tabs)', () => {
    const webStorage = freshWebStorage();
    const writes = jest.spyOn(Storage.prototype, 'setItem');
    for (let i = 0; i < 5; i++) webStorage('local');
    expect(writes).toHaveBeenCalledTimes(1);
  });

  it('is one in-memory storage per kind when the browser refuses access', () => {
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const webStorage = freshWebStorage();
    const first = webStorage('local');
    expect(first).not.toBe(window.sessionStorage);
    first.setItem('a', '1');
    expect(webStorage('local').getItem('a')).toBe('1');
  });

  it('falls back when writing fails (storage full or disabled)', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError', 'QuotaExceededError');
    });
    const storage = freshWebStorage()('session');
    expect(storage).not.toBe(window.sessionStorage);
  });
});

describe('memoryStorage', () => {
  it('behaves like Web Storage: strings in, null for missing keys, keys by index', () => {
    const s = memoryStorage();
    s.setItem('n', 5 as unknown as string);
    expect(s.getItem('n')).toBe('5');
    expect(s.getItem('missing')).toBeNull();
    expect(s.key(0)).toBe('n');
    expect(s.length).toBe(1);
    s.removeItem('n');
    expect(s.length).toBe(0);
  });
});
