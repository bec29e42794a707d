import crypto from 'node:crypto';

/**
 * Password hashing with scrypt (memory-hard). Stored as `scrypt$N$r$p$salt$hash` (base64url), so the
 * cost can be raised later and old hashes still verify. `crypto.scrypt` runs on the libuv thread
 * pool: hashing never blocks the event loop.
 */
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
/** scrypt needs 128·N·r bytes (32 MiB at these settings); Node's default cap is exactly 32 MiB. */
const MAX_MEMORY = 128 * 1024 * 1024;

interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

function derive(password: string, salt: Buffer, cost: ScryptCost, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // NFC: the same password typed on different keyboards/OSes hashes the same.
    crypto.scrypt(password.normalize('NFC'), salt, keyLength, { ...cost, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(SALT_BYTES);
  const key = await derive(password, salt, COST, KEY_LENGTH);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Constant-time comparison; false (never a throw) for a stored value that is not a hash of ours. */
/** The stored value of an account without a password (emailed-link or third-party registration): `verifyPassword` never matches it; a reset sets one. */
export const NO_PASSWORD_HASH = 'none';

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  // Bounds keep a corrupt row from asking for gigabytes or minutes of work.
  if (!Number.isInteger(Math.log2(N)) || N < 2 ** 10 || N > 2 ** 20 || !(r >= 1 && r <= 32) || !(p >= 1 && p <= 16)) return false;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const expected = Buffer.from(parts[5]!, 'base64url');
  if (salt.length === 0 || expected.length < 16) return false;
  const actual = await derive(password, salt, { N, r, p }, expected.length);
  return crypto.timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | undefined;

/**
 * Same work as a real check, for logins to an email that has no account: the answer time does not
 * tell whether the account exists.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(crypto.randomBytes(16).toString('hex'));
  await verifyPassword(password, await decoy);
  return false;
}
