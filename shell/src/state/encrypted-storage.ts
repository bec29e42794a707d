import { webStorage } from '@axlebay/shared-lib';
import type { KeyStore } from './key-store';

/**
 * One value, JSON, AES-GCM encrypted under a single localStorage key (spec §9 "Local state persisted
 * under a key with encryption"). What it protects against: a copy of localStorage (a synced profile,
 * a support screenshot, a browser extension reading storage) shows no email or vehicle. What it does
 * not: script running in this origin can decrypt, as the page itself must. The session token is not in
 * here; it lives in its cookie.
 */
export interface EncryptedStorage<T> {
  load(): Promise<T | undefined>;
  save(value: T): Promise<void>;
  clear(): void;
}

const FORMAT = 'v1';

const toBase64 = (bytes: Uint8Array) => {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
};
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export function createEncryptedStorage<T>(options: {
  storageKey: string;
  keyStore: KeyStore;
  storage?: Storage;
  subtle?: SubtleCrypto;
}): EncryptedStorage<T> {
  const storage = options.storage ?? webStorage('local');
  const subtle = options.subtle ?? crypto.subtle;
  let keyPromise: Promise<CryptoKey> | undefined;

  async function getKey(): Promise<CryptoKey> {
    const stored = await options.keyStore.get();
    if (stored) return stored;
    const key = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    await options.keyStore.set(key);
    return key;
  }
  const key = () => (keyPromise ??= getKey());

  return {
    async load() {
      const text = storage.getItem(options.storageKey);
      if (!text) return undefined;
      const [format, iv, data] = text.split('.');
      try {
        if (format !== FORMAT || !iv || !data) throw new Error('unknown format');
        const plain = await subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(iv) }, await key(), fromBase64(data));
        return JSON.parse(new TextDecoder().decode(plain)) as T;
      } catch {
        // Tampered, another format, or the key is gone (site data partly cleared): start afresh.
        storage.removeItem(options.storageKey);
        return undefined;
      }
    },
    async save(value) {
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const plain = new TextEncoder().encode(JSON.stringify(value));
      const data = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, await key(), plain));
      storage.setItem(options.storageKey, `${FORMAT}.${toBase64(iv)}.${toBase64(data)}`);
    },
    clear() {
      storage.removeItem(options.storageKey);
    },
  };
}
