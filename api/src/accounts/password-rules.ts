/**
 * Password rules for buyer accounts (register, change, reset), in the storefront's message style
 * (spec §5 "must be at least ${min} characters"). The first broken rule is reported:
 *
 * - 8 to 64 characters (counted as characters, not bytes; 64 keeps hashing cost bounded and fits
 *   every password manager);
 * - at least one letter and one number;
 * - no space at the start or end (copy-paste accidents), no control characters;
 * - not the account's email address (nor its part before the @);
 * - not one of the passwords that top every leaked-password list.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  noLetter: 'Password must contain at least one letter',
  noDigit: 'Password must contain at least one number',
  edgeSpace: 'Password must not start or end with a space',
  controlCharacter: 'Password contains characters that are not allowed',
  isEmail: 'Password must not be your email address',
  tooCommon: 'This password is too common. Please choose a less predictable one',
} as const;

/** Passwords that pass the shape rules yet lead every credential-stuffing list. */
const COMMON_PASSWORDS = new Set([
  'password1', 'password12', 'password123', 'password1234', 'passw0rd', 'p@ssw0rd', 'p@ssword1',
  'qwerty123', 'qwerty12', 'qwerty1234', 'qwertyuiop1', 'abc12345', 'abcd1234', 'abc123456', 'a1b2c3d4',
  '1q2w3e4r', '1qaz2wsx', 'zaq12wsx', 'iloveyou1', 'welcome1', 'welcome123', 'letmein1', 'admin123',
  'changeme1', 'trustno1', 'football1', 'baseball1', 'sunshine1', 'princess1', 'monkey123', 'dragon123',
  '12345678a', '123456789a', 'a12345678', 'asdf1234', 'test1234', 'master123', 'superman1',
]);

/** The message of the first rule the password breaks, or undefined when it is acceptable. */
export function passwordProblem(password: string, email?: string): string | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (/[\u0000-\u001f\u007f]/.test(password)) return PASSWORD_MESSAGES.controlCharacter;
  if (/^\s|\s$/.test(password)) return PASSWORD_MESSAGES.edgeSpace;
  if (!/\p{L}/u.test(password)) return PASSWORD_MESSAGES.noLetter;
  if (!/\p{Nd}/u.test(password)) return PASSWORD_MESSAGES.noDigit;
  const lower = password.toLowerCase();
  if (email) {
    const address = email.trim().toLowerCase();
    const localPart = address.split('@')[0] ?? '';
    if (lower === address || lower === localPart || lower.includes(address)) return PASSWORD_MESSAGES.isEmail;
  }
  if (COMMON_PASSWORDS.has(lower)) return PASSWORD_MESSAGES.tooCommon;
  return undefined;
}
