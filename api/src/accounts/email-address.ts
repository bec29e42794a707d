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

/** The normalised email, or a 400 at `field` saying what is wrong with it. */
export function requireEmail(raw: string, field = 'email'): string {
  const email = normaliseEmail(raw);
  if (!email) throw badRequest('Please enter your email', [{ field, message: 'Please enter your email' }]);
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_SHAPE.test(email)) {
    throw badRequest('Please enter a valid email address', [{ field, message: 'Please enter a valid email address' }]);
  }
  return email;
}
