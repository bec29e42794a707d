import { matchRoutes } from 'react-router';
import { canonicalUrl, DEFAULT_DESCRIPTION, NOT_FOUND_ROUTE, ROUTES, type AppRoute, type MatchedRoute, type PageHead } from '@axlebay/shared-lib';

/** react-router's own ranking decides between `/about` and `/[urlHandle]`, so matching stays in one place. */
const MATCHABLE = [...ROUTES.map((def) => ({ path: def.path, def })), { path: '*', def: NOT_FOUND_ROUTE }];

type AppRouteMatch = { def: AppRoute; params: Record<string, string> };

/**
 * Answers by pathname. react-router's `matchRoutes` flattens and ranks the whole table on every call
 * (1–3 ms each in a trace of a page's start), and a page asks for its own pathname several times (the
 * start, the header's deferred parts, page views; the server once per request). At most
 * MATCH_CACHE_SIZE pathnames are kept; the oldest goes first.
 */
const MATCH_CACHE_SIZE = 200;
const matched = new Map<string, AppRouteMatch>();

export function matchAppRoute(pathname: string): AppRouteMatch {
  let hit = matched.get(pathname);
  if (!hit) {
    hit = matchUncached(pathname);
    if (matched.size >= MATCH_CACHE_SIZE) matched.delete(matched.keys().next().value!);
    matched.set(pathname, hit);
  }
  // A copy of the params: no caller can change what the next one is answered.
  return { def: hit.def, params: { ...hit.params } };
}

function matchUncached(pathname: string): AppRouteMatch {
  const hit = matchRoutes(MATCHABLE, pathname)?.[0];
  if (!hit) return { def: NOT_FOUND_ROUTE, params: {} };
  const params = Object.fromEntries(Object.entries(hit.params).filter((e): e is [string, string] => e[1] !== undefined));
  return { def: hit.route.def, params };
}

export function toMatchedRoute(def: AppRoute, pathname: string, params: Record<string, string | undefined>, search: string): MatchedRoute {
  return {
    name: def.name,
    page: def.page,
    pattern: def.path,
    pathname,
    params: Object.fromEntries(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined)),
    query: Object.fromEntries(new URLSearchParams(search)),
  };
}

/** Spec §2: a protected page without a token redirects to /login carrying the current path and query. */
export function loginRedirect(pathname: string, search: string): string {
  return `/login?${new URLSearchParams({ callback: `${pathname}${search}` }).toString()}`;
}

/** A route's default page head (spec §2), until its page knows better: on the server and in the browser. */
export function routeHead(def: AppRoute, origin: string, pathname: string): PageHead {
  return { title: def.title || undefined, description: DEFAULT_DESCRIPTION, canonical: canonicalUrl(origin, pathname), noindex: def.noindex };
}

/** Spec §2: pages that need a sign-in (their content is private). */
export function isPrivateRoute(def: AppRoute): boolean {
  return 'auth' in def && def.auth === true;
}

/** Pages the server frames but does not render: private ones, and the shopper's own (route table `browserOnly`). */
export function isBrowserRenderedRoute(def: AppRoute): boolean {
  return isPrivateRoute(def) || ('browserOnly' in def && def.browserOnly === true);
}
