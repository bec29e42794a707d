/**
 * The browser's localStorage or sessionStorage, or an in-memory stand-in when the browser refuses it
 * (storage blocked in settings, some private modes, a sandboxed frame): reading `window.localStorage`
 * then throws, and the shop would show a blank page. With the stand-in everything works for the life
 * of the page; nothing is kept across reloads, as the shopper asked.
 */
export type StorageKind = 'local' | 'session';

/** A Storage kept in memory (the Web Storage interface, strings only). */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(String(key)) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(String(key)),
    setItem: (key, value) => void items.set(String(key), String(value)),
  };
}

/** The storage each kind resolved to, decided once per page: the browser's answer does not change. */
const chosen: Partial<Record<StorageKind, Storage>> = {};

/** The browser's storage of that kind if it can be read and written, else undefined. */
function usableStorage(kind: StorageKind): Storage | undefined {
  try {
    const storage = kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    if (!storage) return undefined;
    const probe = '__axlebay_storage_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return undefined; // blocked or full
  }
}

/**
 * The storage of that kind if the browser lets us use it, else the page's in-memory stand-in. The probe
 * runs once per kind and page: it writes, and every localStorage write wakes the shop's other tabs
 * (`storage` events), while callers such as the API client's visitor key ask on every request.
 */
export function webStorage(kind: StorageKind): Storage {
  // On the server a shared stand-in would carry one request's values into the next.
  if (typeof window === 'undefined') return memoryStorage();
  return (chosen[kind] ??= usableStorage(kind) ?? memoryStorage());
}
