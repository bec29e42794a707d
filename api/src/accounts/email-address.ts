import { badRequest } from '../http/envelope';

/** Longest address SMTP allows (RFC 5321 path limit minus the angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

// Practical shape check, not RFC 5322: one @, no spaces, a dot in the domain, a 64-character local part.
const EMAIL_SHAPE = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * Emails are stored and compared trimmed and lower-cased: one account per address whatever the
 * case it is typed in (the unique index is on lower(email) as well).
 */
export function normaliseEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

export const EMAIL_REQUIRED = 'Please enter your email';
export const EMAIL_INVALID = 'Please enter a valid email address';

/** What is wrong with a normalised email, or undefined when it is fine. */
export function emailProblem(email: string): string | undefined {
  if (!email) return EMAIL_REQUIRED;
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_SHAPE.test(email)) return EMAIL_INVALID;
  return undefined;
}

/** The normalised email, or a 400 at `field` saying what is wrong with it. */
export function requireEmail(raw: string, field = 'email'): string {
  const email = normaliseEmail(raw);
  const problem = emailProblem(email);
  if (problem) throw badRequest(problem, [{ field, message: problem }]);
  return email;
}
