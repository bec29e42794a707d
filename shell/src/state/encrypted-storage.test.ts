import { describe, expect, it } from '@jest/globals';
import { webcrypto } from 'node:crypto';
import { createEncryptedStorage } from './encrypted-storage';
import { memoryKeyStore } from './key-store';

// jsdom has no SubtleCrypto; Node's is the same Web Crypto API the browser runs.
const subtle = webcrypto.subtle as unknown as SubtleCrypto;
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

const secret = { user: { email: 'ann@example.com' }, vehicle: { makeName: 'Toyota' } };

describe('encrypted storage', () => {
  it('round-trips a value under one key, and the stored text shows none of it', async () => {
    const keys = memoryKeyStore();
    const store = createEncryptedStorage<typeof secret>({ storageKey: 'axlebay_state', keyStore: keys, storage: localStorage, subtle });
    await store.save(secret);
    const raw = localStorage.getItem('axlebay_state')!;
    expect(raw).toMatch(/^v1\./);
    expect(raw).not.toContain('ann@example.com');
    expect(raw).not.toContain('Toyota');
    expect(Object.keys(localStorage)).toEqual(['axlebay_state']);
    // A new page load: a new storage object with the same kept key reads it back.
    const again = createEncryptedStorage<typeof secret>({ storageKey: 'axlebay_state', keyStore: keys, storage: localStorage, subtle });
    await expect(again.load()).resolves.toEqual(secret);
  });

  it('uses a fresh IV per save', async () => {
    const store = createEncryptedStorage({ storageKey: 'k', keyStore: memoryKeyStore(), storage: localStorage, subtle });
    await store.save(secret);
    const first = localStorage.getItem('k');
    await store.save(secret);
    expect(localStorage.getItem('k')).not.toBe(first);
  });

  it('keeps the key non-extractable', async () => {
    const keys = memoryKeyStore();
    await createEncryptedStorage({ storageKey: 'k', keyStore: keys, storage: localStorage, subtle }).save(secret);
    const key = await keys.get();
    expect(key?.extractable).toBe(false);
    await expect(subtle.exportKey('raw', key!)).rejects.toThrow();
  });

  it('drops tampered data or data from a lost key instead of failing', async () => {
    const store = createEncryptedStorage({ storageKey: 'k', keyStore: memoryKeyStore(), storage: localStorage, subtle });
    await store.save(secret);
    const [format, iv, data] = localStorage.getItem('k')!.split('.');
    localStorage.setItem('k', `${format}.${iv}.${data!.slice(0, -4)}AAAA`);
    await expect(store.load()).resolves.toBeUndefined();
    expect(localStorage.getItem('k')).toBeNull();

    await store.save(secret);
    const otherKey = createEncryptedStorage({ storageKey: 'k', keyStore: memoryKeyStore(), storage: localStorage, subtle });
    await expect(otherKey.load()).resolves.toBeUndefined();

    localStorage.setItem('k', '{"plain":"json"}');
    await expect(store.load()).resolves.toBeUndefined();
  });
});
