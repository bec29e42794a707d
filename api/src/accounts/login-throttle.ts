import { SlidingWindow } from './sliding-window';

/**
 * Rate limits on password guesses (login, and the current-password check of a password change),
 * counted over a sliding 15-minute window:
 * - per account: 5 failures per email address, whether or not an account exists for it (so the limit
 *   does not reveal which emails are registered); a successful login or password reset clears it;
 * - per client IP: 20 failures, so one client cannot spray passwords over many accounts.
 *
 * An attempt is counted when it starts and taken back when it succeeds: concurrent guesses cannot
 * slip past the limit while their passwords are still being checked. A refused attempt checks no
 * password and is not counted.
 */
export const LOGIN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  failuresPerAccount: 5,
  failuresPerIp: 20,
} as const;

export interface LoginThrottleOptions {
  now?: () => number;
  windowMs?: number;
  failuresPerAccount?: number;
  failuresPerIp?: number;
}

export type AttemptStart =
  | { allowed: true; /** Call when the password was right. */ succeeded(): void }
  | { allowed: false; retryAfterSeconds: number };

export class LoginThrottle {
  private readonly byAccount: SlidingWindow;
  private readonly byIp: SlidingWindow;

  constructor(options: LoginThrottleOptions = {}) {
    const windowMs = options.windowMs ?? LOGIN_LIMITS.windowMs;
    this.byAccount = new SlidingWindow({ limit: options.failuresPerAccount ?? LOGIN_LIMITS.failuresPerAccount, windowMs, now: options.now });
    this.byIp = new SlidingWindow({ limit: options.failuresPerIp ?? LOGIN_LIMITS.failuresPerIp, windowMs, now: options.now });
  }

  /** `email` normalised; `ip` the client address. Synchronous: check and count happen together. */
  start(email: string, ip: string): AttemptStart {
    const waitMs = Math.max(this.byAccount.retryAfterMs(email), this.byIp.retryAfterMs(ip));
    if (waitMs > 0) return { allowed: false, retryAfterSeconds: Math.ceil(waitMs / 1000) };
    this.byAccount.record(email);
    const ipAt = this.byIp.record(ip);
    return {
      allowed: true,
      succeeded: () => {
        this.byAccount.reset(email);
        this.byIp.release(ip, ipAt);
      },
    };
  }

  /** Forget the account's failures (after a password reset proved who owns it). */
  clearAccount(email: string): void {
    this.byAccount.reset(email);
  }
}

/** "Too many failed login attempts. Please try again in 15 minutes." (or "in 40 seconds"). */
export function tooManyAttemptsMessage(retryAfterSeconds: number, what = 'login attempts'): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait =
    retryAfterSeconds >= 60
      ? `${minutes} minute${minutes === 1 ? '' : 's'}`
      : `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`;
  return `Too many failed ${what}. Please try again in ${wait}.`;
}
