import { Type } from '@sinclair/typebox';

/** Spec §3 content types, as the API names them. */
export const CONTENT_TYPES = [
  'ANNOUNCEMENT',
  'ITEM_GROUP',
  'BANNER',
  'MOBILE_BANNER',
  'DISCOUNT_WINDOW',
  'HOME_PAGE',
  'FRONT_CATEGORY',
  'BLOG_BANNER',
  'IMPORTANT_CATEGORY_BANNER',
  'TOP_DEALS',
  'REVIEW_BANNER',
] as const;

export type ContentType = (typeof CONTENT_TYPES)[number];

/** A string enum (not a union of literals): a wrong type is answered "must be one of …", one message. */
export const ContentTypeSchema = Type.Unsafe<ContentType>({ type: 'string', enum: [...CONTENT_TYPES] });

/** One content entry as answered. */
export interface ContentEntryView {
  type: ContentType;
  code: string;
  title: string;
  value: Record<string, unknown>;
  sort: number;
  startsAt: string | null;
  endsAt: string | null;
  url: string | null;
}

/** Shown at `now`: active, started (start inclusive) and not yet ended (end exclusive). */
export function isShownAt(entry: { active: boolean; startsAt: Date | null; endsAt: Date | null }, now: Date): boolean {
  if (!entry.active) return false;
  if (entry.startsAt && entry.startsAt.getTime() > now.getTime()) return false;
  if (entry.endsAt && entry.endsAt.getTime() <= now.getTime()) return false;
  return true;
}

/** A page URL or path → the stored form: the path only, lower-case, no trailing slash (`/` stays). */
export function normalisePagePath(url: string): string | undefined {
  let path: string;
  try {
    path = new URL(url, 'http://shop.invalid').pathname;
  } catch {
    return undefined;
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  const trimmed = decoded.toLowerCase().replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}
