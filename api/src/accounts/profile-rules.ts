import type { FieldError } from '../http/envelope';

/**
 * Profile fields of PUT /account/buyer/account/current. Names: trimmed, at most 50 characters, no
 * control characters (empty clears them). Postal code per market (spec §3 country configs, §5):
 * US "ZIP code" = 5 digits; Canada "Postal code" = A1A 1A1 (letters Canada Post uses, stored
 * upper-case with one space). An empty code clears it.
 */
export const NAME_MAX_LENGTH = 50;
const CANADIAN_POSTAL_CODE = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]) ?(\d[ABCEGHJ-NPRSTV-Z]\d)$/;

type Checked = { value: string } | { error: FieldError };

export function checkName(raw: string, field: 'firstName' | 'lastName'): Checked {
  const label = field === 'firstName' ? 'First name' : 'Last name';
  const value = raw.trim();
  if ([...value].length > NAME_MAX_LENGTH) return { error: { field, message: `${label} must be at most ${NAME_MAX_LENGTH} characters` } };
  if (/[\u0000-\u001f\u007f]/.test(value)) return { error: { field, message: `${label} contains characters that are not allowed` } };
  return { value };
}

export function checkZipCode(raw: string, shopId: 2022 | 2023, field = 'zipCode'): Checked {
  const value = raw.trim().toUpperCase();
  if (!value) return { value: '' };
  if (shopId === 2023) {
    const match = CANADIAN_POSTAL_CODE.exec(value);
    return match ? { value: `${match[1]} ${match[2]}` } : { error: { field, message: 'Postal code must look like A1A 1A1' } };
  }
  return /^\d{5}$/.test(value) ? { value } : { error: { field, message: 'ZIP code must be 5 digits' } };
}
