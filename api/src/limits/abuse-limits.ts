import type { Database } from '../db/client';
import { Limit, type LimitRule } from './limit';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Every abuse limit of the API, in one place. Counters are in the database (`rate_limit`), so N API
 * processes share them. Keys are hashed (limit.ts `limitKey`).
 */
export const ABUSE_RULES = {
  /** Wrong passwords per account from one IP; a full window starts a backoff block (LOGIN_BACKOFF). */
  loginPair: { points: 5, durationSeconds: 15 * MINUTE },
  /** How often an account + IP pair filled its window within a day: the backoff's exponent. */
  loginStrikes: { points: 1_000, durationSeconds: DAY },
  /** Wrong passwords from one IP over all accounts (password spraying). */
  loginIp: { points: 20, durationSeconds: 15 * MINUTE },
  /** Wrong passwords per account from devices that never signed in to it (guesses from many IPs). */
  loginAccount: { points: 20, durationSeconds: HOUR },
  /** New accounts per IP (each costs a password hash: ~0.5 s of CPU). */
  registrationIp: { points: 10, durationSeconds: HOUR },
  /** Email codes per account and purpose: one a minute… */
  codeCooldown: { points: 1, durationSeconds: MINUTE },
  /** …and ten a day over all purposes (5 tries each: 50 guesses of a million a day at most). */
  codeDaily: { points: 10, durationSeconds: DAY },
  /** Password-reset emails per address (whether or not it has an account: the answer reveals nothing). */
  resetEmail: { points: 3, durationSeconds: HOUR },
  /** Password-reset requests per IP. */
  resetIp: { points: 20, durationSeconds: HOUR },
  /** Order lookups without an account that found nothing, per IP (guessing order numbers). */
  orderLookupIp: { points: 30, durationSeconds: 15 * MINUTE },
  /** Newsletter subscriptions per IP (each new one sends a confirmation email). */
  subscribeIp: { points: 20, durationSeconds: HOUR },
  /** Sign-up link emails per address (whether or not it has an account: the answer reveals nothing). */
  signupLinkEmail: { points: 3, durationSeconds: HOUR },
  /** Sign-up link requests per IP. */
  signupLinkIp: { points: 20, durationSeconds: HOUR },
  /** Partnership applications per IP. */
  partnershipIp: { points: 5, durationSeconds: HOUR },
  /** Help-centre feedback messages per IP. */
  helpFeedbackIp: { points: 10, durationSeconds: HOUR },
  /** UGC award entries per IP: a few for one household's builds, not a flood of photos. */
  ugcEntryIp: { points: 5, durationSeconds: HOUR },
  /**
   * Tracking events per IP (spec §7 Tracking), counted per event, not per request: ~10 a second over
   * ten minutes, room for a household or an office of shoppers, not for one client filling the table.
   */
  trackingIp: { points: 6_000, durationSeconds: 10 * MINUTE },
} as const satisfies Record<string, LimitRule>;

export type AbuseLimits = { readonly [K in keyof typeof ABUSE_RULES]: Limit };

export interface AbuseLimitOptions {
  /** config.limitNamespace: the counters' prefix, the same for every process of one shop. */
  namespace: string;
  /** config.registrationsPerIpHour, in place of ABUSE_RULES.registrationIp.points. */
  registrationsPerIpHour?: number;
}

/** The limits of one API process, counting in the database under `namespace`. */
export function createAbuseLimits(database: Database, { namespace, registrationsPerIpHour }: AbuseLimitOptions): AbuseLimits {
  const rules: Record<string, LimitRule> = { ...ABUSE_RULES };
  if (registrationsPerIpHour !== undefined) rules.registrationIp = { ...ABUSE_RULES.registrationIp, points: registrationsPerIpHour };
  return Object.fromEntries(
    Object.entries(rules).map(([name, rule], i) => [name, new Limit(database, `${namespace}:${name}`, rule, { sweeps: i === 0 })]),
  ) as unknown as AbuseLimits;
}
