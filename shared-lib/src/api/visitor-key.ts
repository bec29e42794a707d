import { webStorage } from '../storage';

/** Where the anonymous visitor key (spec §6, sent as VISITOR_U_KEY) is kept: one per browser. */
export const VISITOR_KEY_STORAGE = 'axlebay.visitor-key';

/** A random id (UUID where the browser has one). */
export function randomId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The anonymous visitor key: generated once, kept in localStorage. The shell's API client sends it
 * with every request; a page that needs it in a path (the cart ping) reads the same one.
 */
export function visitorKey(storage: Storage = webStorage('local')): string {
  let key = storage.getItem(VISITOR_KEY_STORAGE);
  if (!key) {
    key = randomId();
    storage.setItem(VISITOR_KEY_STORAGE, key);
  }
  return key;
}
