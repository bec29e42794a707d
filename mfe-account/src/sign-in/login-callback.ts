import { ACCOUNT_ENTRY_PATHS, isInSitePath } from '@axlebay/shared-lib';

/**
 * Where to go after signing in (spec §2): the `callback` (or `callBack`) path, with extra query from
 * `queryStr` (JSON; unparsable is ignored), else /myAccount.
 *
 * Exclusion list (chosen here; the spec does not show it): the account-entry pages (going back to them
 * after signing in would loop or make no sense), one-shot result pages the spec already excludes
 * (/checkout/orderResult, /404, /500, /myAccount/orderHistory/orderDetail), and anything that is not an
 * in-site path — `//host`, `https://…`, `javascript:` — so a crafted link cannot redirect off the shop.
 */
export const DEFAULT_AFTER_LOGIN = '/myAccount';

export const CALLBACK_EXCLUSIONS = [
  ...ACCOUNT_ENTRY_PATHS,
  '/checkout/orderResult',
  '/404',
  '/500',
  '/504',
  '/myAccount/orderHistory/orderDetail',
];

/** Extra query from `queryStr`: a JSON object of scalars; anything else is ignored. */
export function parseQueryStr(queryStr: string | undefined): Record<string, string> {
  if (!queryStr) return {};
  try {
    const parsed: unknown = JSON.parse(queryStr);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((e): e is [string, string | number | boolean] => ['string', 'number', 'boolean'].includes(typeof e[1])).map(([k, v]) => [k, String(v)]),
    );
  } catch {
    return {};
  }
}

export function callbackAfterLogin(query: Record<string, string | undefined>): string {
  const raw = query.callback ?? query.callBack;
  if (!raw || !isInSitePath(raw)) return DEFAULT_AFTER_LOGIN;
  const url = new URL(raw, 'https://shop.invalid');
  if (url.origin !== 'https://shop.invalid') return DEFAULT_AFTER_LOGIN;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (CALLBACK_EXCLUSIONS.some((p) => p.toLowerCase() === path.toLowerCase())) return DEFAULT_AFTER_LOGIN;
  for (const [k, v] of Object.entries(parseQueryStr(query.queryStr))) url.searchParams.set(k, v);
  return `${url.pathname}${url.search}${url.hash}`;
}
