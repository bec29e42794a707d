import { monitoring, type ApiClient } from '@axlebay/shared-lib';
import { CONTENT_CONFIG_PATH, type ContentAnswer, type DiscountWindowValue } from '@axlebay/shared-lib/content-config';
import { shopSettings } from '../services/shop-settings';
import { sitePath } from './frame-content';

/** A window to show: its key (for "seen"), words and optional link. */
export interface Promo {
  key: string;
  kind: 'notice' | 'offer';
  heading: string;
  text: string;
  code?: string;
  cta?: string;
  link?: string;
}

/** A short stable hash: a changed global notice is a new notice, shown again. */
function hashOf(text: string): string {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  return (h >>> 0).toString(36);
}

/** Shop settings `GLOBAL_MODAL_CONFIG: { active, title, body, link?, linkText? }` → the notice, if active. */
export function globalNoticeOf(settings: Record<string, unknown>): Promo | undefined {
  const c = settings.GLOBAL_MODAL_CONFIG as { active?: unknown; title?: unknown; body?: unknown; link?: unknown; linkText?: unknown } | undefined;
  if (!c || c.active !== true || typeof c.title !== 'string' || !c.title.trim() || typeof c.body !== 'string' || !c.body.trim()) return undefined;
  const link = sitePath(c.link);
  return { key: `GLOBAL_MODAL:${hashOf(`${c.title}\n${c.body}`)}`, kind: 'notice', heading: c.title, text: c.body, link, cta: link ? (typeof c.linkText === 'string' && c.linkText) || 'Learn more' : undefined };
}

/** The first DISCOUNT_WINDOW entry for this shopper (guest offers only to guests). */
export function discountWindowOf(answer: ContentAnswer | undefined, signedIn: boolean): Promo[] {
  return (answer?.list ?? []).flatMap((e) => {
    if (e.type !== 'DISCOUNT_WINDOW') return [];
    const v = e.value as unknown as DiscountWindowValue;
    if (typeof v.heading !== 'string' || typeof v.text !== 'string') return [];
    if (v.audience === 'guest' && signedIn) return [];
    const link = sitePath(v.link);
    return [{ key: `DISCOUNT_WINDOW:${e.code}`, kind: 'offer' as const, heading: v.heading, text: v.text, code: typeof v.code === 'string' ? v.code : undefined, link, cta: link ? v.cta || 'Shop now' : undefined }];
  });
}

/** One window per page view: the shop's global notice first, then the discount window; none already seen. */
export async function choosePromo(api: ApiClient, shopId: number, signedIn: boolean, seen: Record<string, string>): Promise<Promo | undefined> {
  const notice = globalNoticeOf(await shopSettings(api, shopId));
  if (notice && !seen[notice.key]) return notice;
  const answer = await api.post<ContentAnswer>(CONTENT_CONFIG_PATH, { types: ['DISCOUNT_WINDOW'] }).catch((error: unknown) => {
    monitoring.report({ level: 'p3', kind: 'content-config', error });
    return undefined;
  });
  return discountWindowOf(answer, signedIn).find((p) => !seen[p.key]);
}
