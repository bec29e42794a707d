import type { AbuseLimits } from '../limits/abuse-limits';
import { limitKey } from '../limits/limit';
import { takeAll, type AllVerdict } from '../limits/take-all';
import type { EmailCodePurpose } from './email-codes';
import { waitText } from '../limits/too-many';

/** Said with a 429 when a code is asked for again too soon, or too often in a day. */
export const tooManyCodesMessage = (retryAfterSeconds: number) => `Too many code requests. Please try again in ${waitText(retryAfterSeconds)}.`;

/** One email code a minute per account and purpose, ten a day per account (limits/abuse-limits.ts). */
export function takeCodeRequest(limits: AbuseLimits, accountId: number, purpose: EmailCodePurpose): Promise<AllVerdict> {
  return takeAll([
    [limits.codeCooldown, limitKey('code', String(accountId), purpose)],
    [limits.codeDaily, limitKey('code', String(accountId))],
  ]);
}
