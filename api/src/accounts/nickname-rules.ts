/**
 * Nicknames: 2 to 30 characters after trimming; letters (any script), numbers, spaces and . _ - '.
 *
 * Change rule: the first nickname can be set at any time; after that it can change once per 30 days
 * (counted from the last change). Setting the nickname it already has changes nothing and does not
 * restart the 30 days.
 */
export const NICKNAME_MIN_LENGTH = 2;
export const NICKNAME_MAX_LENGTH = 30;
export const NICKNAME_CHANGE_INTERVAL_DAYS = 30;
const INTERVAL_MS = NICKNAME_CHANGE_INTERVAL_DAYS * 24 * 3600 * 1000;

export const NICKNAME_MESSAGES = {
  tooShort: `Nickname must be at least ${NICKNAME_MIN_LENGTH} characters`,
  tooLong: `Nickname must be at most ${NICKNAME_MAX_LENGTH} characters`,
  characters: "Nickname can only contain letters, numbers, spaces and . _ - '",
} as const;

const ALLOWED = /^[\p{L}\p{M}\p{Nd} ._'-]+$/u;

export function nicknameProblem(nickname: string): string | undefined {
  const length = [...nickname].length;
  if (length < NICKNAME_MIN_LENGTH) return NICKNAME_MESSAGES.tooShort;
  if (length > NICKNAME_MAX_LENGTH) return NICKNAME_MESSAGES.tooLong;
  if (!ALLOWED.test(nickname)) return NICKNAME_MESSAGES.characters;
  return undefined;
}

/** When the nickname may change again; null when it may change now. */
export function nextNicknameChangeAt(lastChangedAt: Date | null, now = new Date()): Date | null {
  if (!lastChangedAt) return null;
  const next = new Date(lastChangedAt.getTime() + INTERVAL_MS);
  return next > now ? next : null;
}

/** A change made at or before this instant no longer blocks a new one. */
export function nicknameLockStart(now = new Date()): Date {
  return new Date(now.getTime() - INTERVAL_MS);
}

export function nicknameLockedMessage(next: Date): string {
  const day = next.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  return `You can change your nickname once every ${NICKNAME_CHANGE_INTERVAL_DAYS} days. Next change possible on ${day}`;
}
