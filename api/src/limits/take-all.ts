import type { Limit } from './limit';

export type AllVerdict = { allowed: true; /** Per entry: its events in the window, this one included. */ consumed: number[] } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one event against several limits at once, or against none: when any of them is full, the
 * others take theirs back and the longest wait is answered. A full limit is seen before counting,
 * so a refused request does not lengthen anyone's wait.
 */
export async function takeAll(entries: ReadonlyArray<readonly [Limit, string]>): Promise<AllVerdict> {
  const waits = await Promise.all(entries.map(([limit, key]) => limit.blockedFor(key)));
  if (Math.max(0, ...waits) > 0) return { allowed: false, retryAfterSeconds: Math.max(...waits) };
  const verdicts = await Promise.all(entries.map(([limit, key]) => limit.hit(key)));
  const refused = verdicts.flatMap((v) => (v.allowed ? [] : [v.retryAfterSeconds]));
  if (refused.length === 0) return { allowed: true, consumed: verdicts.map((v) => (v.allowed ? v.consumed : 0)) };
  await Promise.all(entries.map(([limit, key], i) => (verdicts[i]!.allowed ? limit.giveBack(key) : undefined)));
  return { allowed: false, retryAfterSeconds: Math.max(...refused) };
}
