import { isPostalCodeComplete, normalizePostalCode, type Market } from '../market';
import { formMessages } from './messages';

/**
 * Field rules in the shape react-hook-form's `register(name, rules)` takes (plain objects, so this
 * library does not depend on it). Inputs are trimmed before checking, as the spec allows (§5).
 */
export interface FieldRules {
  required?: string;
  minLength?: { value: number; message: string };
  maxLength?: { value: number; message: string };
  validate?: Record<string, (value: string) => true | string>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Mirrors the API's password rules that can be checked without the server (api/src/accounts/password-rules.ts). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

export const fieldRules = {
  required: (label: string): FieldRules => ({
    validate: { required: (v) => (String(v ?? '').trim() ? true : formMessages.required(label)) },
  }),
  email: (label = 'Email'): FieldRules => ({
    validate: {
      required: (v) => (String(v ?? '').trim() ? true : formMessages.required(label)),
      email: (v) => (EMAIL.test(String(v).trim()) ? true : formMessages.invalid(label, 'email')),
    },
  }),
  /** Sign-in only needs a password; setting one checks the shape rules too. */
  existingPassword: (label = 'Password'): FieldRules => ({ required: formMessages.required(label) }),
  newPassword: (label = 'Password'): FieldRules => ({
    required: formMessages.required(label),
    minLength: { value: PASSWORD_MIN_LENGTH, message: formMessages.minLength(label, PASSWORD_MIN_LENGTH) },
    maxLength: { value: PASSWORD_MAX_LENGTH, message: formMessages.maxLength(label, PASSWORD_MAX_LENGTH) },
    validate: {
      letter: (v) => (/\p{L}/u.test(v) ? true : `${label} must contain at least one letter`),
      digit: (v) => (/\p{Nd}/u.test(v) ? true : `${label} must contain at least one number`),
      edges: (v) => (/^\s|\s$/.test(v) ? `${label} must not start or end with a space` : true),
    },
  }),
  /**
   * Spec §5 postal codes, labelled by the market (§3: ZIP code / Postal code): a US code holds digits
   * only and has 5 of them; a Canadian one holds letters and reads A1A 1A1.
   */
  postalCode: (market: Pick<Market, 'code' | 'postalCodeLabel'>): FieldRules => {
    const label = market.postalCodeLabel;
    const us = market.code !== 'CA';
    return {
      validate: {
        required: (v) => (String(v ?? '').trim() ? true : formMessages.required(label)),
        characters: (v) => (normalizePostalCode(market, v) ? true : us ? `${label} must contain digits only` : `${label} must contain letters`),
        complete: (v) => (isPostalCodeComplete(market, v) ? true : us ? `${label} must be 5 digits` : `${label} must look like A1A 1A1`),
      },
    };
  },
  /** A phone number of 10 to 15 digits; spaces, dashes, brackets and a leading + may be typed. */
  phone: (label = 'Phone'): FieldRules => ({
    validate: {
      required: (v) => (String(v ?? '').trim() ? true : formMessages.required(label)),
      phone: (v) => {
        const text = String(v).trim();
        const digits = text.replace(/\D/g, '').length;
        return /^\+?[\d\s().-]+$/.test(text) && digits >= 10 && digits <= 15 ? true : formMessages.invalid(label, 'phone number');
      },
    },
  }),
  matches: (label: string, otherLabel: string, other: () => string): FieldRules => ({
    required: formMessages.required(label),
    validate: { match: (v) => (v === other() ? true : formMessages.mismatch(label, otherLabel)) },
  }),
};
