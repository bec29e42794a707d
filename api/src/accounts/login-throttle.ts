import type { AbuseLimits } from '../limits/abuse-limits';
import { limitKey } from '../limits/limit';
import { takeAll } from '../limits/take-all';
import { waitText } from '../limits/too-many';

/**
 * Limits on password guesses (login, and the current-password check of a password change or email
 * change), counted in the database so every API process shares them (limits/abuse-limits.ts):
 * - per account and IP: 5 wrong passwords per 15 minutes; each time the window fills, that pair is
 *   held back for 15 minutes, doubling within a day up to 24 hours (backoff). An attacker's IP
 *   does not lock the owner out, who signs in from elsewhere;
 * - per IP: 20 wrong passwords over all accounts (password spraying);
 * - per account: 20 wrong passwords an hour from devices that never signed in to it (guesses spread
 *   over many IPs). A device that has signed in to the account before (known device) passes both
 *   account limits; a password reset clears them.
 * Unknown emails are limited as registered ones (the limit does not reveal which emails exist).
 *
 * An attempt is counted when it starts and taken back when it succeeds: parallel guesses cannot slip
 * past a limit while their passwords are checked. A refused attempt checks no password and is not
 * counted.
 */
export type AttemptStart =
  | { allowed: true; /** The password was right. */ succeeded(): Promise<void>; /** The password was wrong. */ failed(): Promise<void> }
  | { allowed: false; retryAfterSeconds: number };

const BACKOFF_BASE_SECONDS = 15 * 60;
const BACKOFF_MAX_SECONDS = 24 * 60 * 60;

/** 15 minutes after an account + IP pair first fills its window, doubling each time, at most a day. */
export function backoffSeconds(strikes: number): number {
  return Math.min(BACKOFF_BASE_SECONDS * 2 ** Math.max(0, strikes - 1), BACKOFF_MAX_SECONDS);
}

export class LoginThrottle {
  constructor(private readonly limits: AbuseLimits) {}

  /** `email` normalised; `ip` the client address; `knownDevice` when this device signed in to the account before. */
  async start(email: string, ip: string, { knownDevice = false }: { knownDevice?: boolean } = {}): Promise<AttemptStart> {
    const { loginPair, loginIp, loginAccount, loginStrikes } = this.limits;
    const pair = limitKey('login', email, ip);
    const client = limitKey('login', ip);
    const account = limitKey('login', email);
    const byAccountToo = !knownDevice;

    // Counted before the password is checked: parallel guesses cannot slip past a limit.
    const verdict = await takeAll(byAccountToo ? [[loginIp, client], [loginPair, pair], [loginAccount, account]] : [[loginIp, client]]);
    if (!verdict.allowed) return verdict;
    const pairCount = verdict.consumed[1] ?? 0;
    return {
      allowed: true,
      succeeded: async () => {
        await Promise.all([loginIp.giveBack(client), byAccountToo && loginPair.clear(pair), byAccountToo && loginAccount.giveBack(account)]);
      },
      failed: async () => {
        if (pairCount < loginPair.rule.points) return;
        const strikes = await loginStrikes.hit(pair);
        await loginPair.block(pair, backoffSeconds(strikes.allowed ? strikes.consumed : loginStrikes.rule.points));
      },
    };
  }

  /** A password reset proved who owns the account: forget its account-wide count and the resetting IP's. */
  async clearAccount(email: string, ip: string): Promise<void> {
    const { loginPair, loginAccount, loginStrikes } = this.limits;
    const pair = limitKey('login', email, ip);
    await Promise.all([loginAccount.clear(limitKey('login', email)), loginPair.clear(pair), loginStrikes.clear(pair)]);
  }
}

/** "Too many failed login attempts. Please try again in 15 minutes." (or "in 40 seconds"). */
export function tooManyAttemptsMessage(retryAfterSeconds: number, what = 'login attempts'): string {
  return `Too many failed ${what}. Please try again in ${waitText(retryAfterSeconds)}.`;
}
