import crypto from 'node:crypto';
import { promotionSecret } from '../config/config';

/**
 * Dynamic promotion codes (spec §7 Promotion, "dynamic-promotion-code/calculate"): a code the shop
 * hands out (emails, support) without storing it, `DYN-<percent>-<expiry yyyymmdd>-<sig8>`, where sig8
 * is the first 8 hex digits (upper case) of HMAC-SHA256(server secret, "DYN-<percent>-<expiry>").
 * Valid through its expiry day (UTC); percent 1–50.
 */
export const DYNAMIC_PREFIX = 'DYN-';
export const MAX_DYNAMIC_PERCENT = 50;
const SHAPE = /^DYN-(\d{1,2})-(\d{8})-([0-9A-F]{8})$/;

export type DynamicCodeCheck =
  | { valid: true; code: string; percent: number; expiresOn: string }
  | { valid: false; code: string; message: string; percent?: number; expiresOn?: string };

const signature = (body: string, secret: string) => crypto.createHmac('sha256', secret).update(body).digest('hex').slice(0, 8).toUpperCase();

const yyyymmdd = (d: Date) => d.toISOString().slice(0, 10).replace(/-/g, '');
const isoDay = (compact: string) => `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;

/** Mints a code (tests, support tools): `percent` off until the end of `expiresOn` (UTC day). */
export function mintDynamicCode(percent: number, expiresOn: Date, secret = promotionSecret()): string {
  if (!Number.isInteger(percent) || percent < 1 || percent > MAX_DYNAMIC_PERCENT) throw new Error(`percent must be 1–${MAX_DYNAMIC_PERCENT}`);
  const body = `${DYNAMIC_PREFIX}${percent}-${yyyymmdd(expiresOn)}`;
  return `${body}-${signature(body, secret)}`;
}

export const looksDynamic = (normalizedCode: string) => normalizedCode.startsWith(DYNAMIC_PREFIX);

/** Checks a normalized (upper-case, no spaces) code: shape, signature, then expiry on `today`. */
export function checkDynamicCode(code: string, today: Date, secret = promotionSecret()): DynamicCodeCheck {
  const m = SHAPE.exec(code);
  const day = m?.[2] ?? '';
  const realDay = m ? !Number.isNaN(Date.parse(`${isoDay(day)}T00:00:00Z`)) && new Date(`${isoDay(day)}T00:00:00Z`).toISOString().startsWith(isoDay(day)) : false;
  if (!m || !realDay) return { valid: false, code, message: 'This code is not valid' };
  const [, percentText, , sig] = m;
  const body = `${DYNAMIC_PREFIX}${percentText}-${day}`;
  const expected = signature(body, secret);
  if (!crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(sig!))) return { valid: false, code, message: 'This code is not valid' };
  const percent = Number(percentText);
  if (String(percent) !== percentText || percent < 1 || percent > MAX_DYNAMIC_PERCENT) return { valid: false, code, message: 'This code is not valid' };
  const expiresOn = isoDay(day);
  if (yyyymmdd(today) > day) return { valid: false, code, message: 'This code has expired', percent, expiresOn };
  return { valid: true, code, percent, expiresOn };
}
