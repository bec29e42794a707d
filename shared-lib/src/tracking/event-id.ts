import { TRACKING } from '@axlebay/shared-lib';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** Spec §9: event ids are a 10-character hash, [0-9a-z]. Random, from the browser's crypto when it has one. */
export function eventId(): string {
  const bytes = new Uint8Array(TRACKING.eventIdLength);
  if (typeof crypto !== 'undefined' && crypto.getRandomValues) crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  let id = '';
  for (const b of bytes) id += ALPHABET[b % 36];
  return id;
}

export const EVENT_ID_PATTERN = /^[0-9a-z]{10}$/;
