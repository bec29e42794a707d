import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { CacheProvider } from '@emotion/react';
import {
  escapeHtml,
  inlineJson,
  NOT_FOUND_ROUTE,
  PAGE_DATA_SCRIPT_ID,
  pageHeadHtml,
  resolveMarket,
  type AppRoute,
  type Market,
  type PageHead,
  type RemoteParcelProps,
} from '@axlebay/shared-lib';
import { parseRegistry } from '../registry/registry';
import type { ServerArea } from '../remote-area/server-area';
import { ShellApp } from '../routing/ShellApp';
import { isBrowserRenderedRoute, isPrivateRoute, loginRedirect, matchAppRoute, routeHead, toMatchedRoute } from '../routing/route-table';
import type { ShellServices } from '../routing/shell-context';
import { parseRuntimeConfig } from '../services/runtime-config';
import { frameContent, type FrameContent } from '../content/frame-content';
import { SIGNED_IN_COOKIE, TOKEN_COOKIE } from '../session/session';
import { BOOT_SCRIPT_ID, type ShellBoot } from '../boot/shell-boot';
import { isBot } from './bots';
import { statusOf } from './page-status';
import { browserBuildJson, remoteHints, shellHints } from './preload-hints';
import { renderArea, type RenderedArea } from './render-area';
import { serverIdentity } from './server-identity';
import { serverApi, serverExposed, serverNavigation, serverPersisted, serverSession } from './server-services';
import { hasServerEntry, syncServerRemotes } from './server-federation';
import { allJudged, judgeRemotes, remoteReleaseMetas, verdicts } from './remote-contracts';
import { randomBytes } from 'node:crypto';
import { contentSecurityPolicy } from './content-security';
import { composeDocument } from './document';
import { criticalStyles, serverStyleCache } from './critical-styles';
import type { PageRenderer, PageRequest, PageResponse, RendererOptions } from './types';

/**
 * Composes the first HTML of a route (spec §2): resolve the route to its remote, render that
 * remote's server container (its data from the API, within the render budget), render the shell's
 * frame around it, and write the page head, status, preload hints and the data the browser hydrates
 * with. Private pages (sign-in required) get their frame here and their content in the browser.
 */
export function createPageRenderer(options: RendererOptions): PageRenderer {
  const shell = shellHints(options.shellManifest, options.shellFiles, options.shellChunkGroups);
  const shellHead = [
    ...shell.head,
    ...options.inlineStyles.map(({ href, css }) => `<style data-shell-css="" data-href="${escapeHtml(href)}">${css.replace(/<\//g, '<\\/')}</style>`),
  ];

  return {
    async render(request: PageRequest): Promise<PageResponse> {
      const started = performance.now();
      const url = new URL(request.url, request.origin);
      const { def, params } = matchAppRoute(url.pathname);
      // Signed in: a bearer token, or the hint of a sign-in the browser renews (no token is read here).
      const hasToken = Boolean(request.cookies[TOKEN_COOKIE] || request.cookies[SIGNED_IN_COOKIE]);
      const isPrivate = isPrivateRoute(def);
      // The session id (issued here when the browser has none) and a `?irclickid=` flag, set as cookies.
      const identity = serverIdentity(request.cookies, { secure: url.protocol === 'https:', url });
      const cookieHeaders: Record<string, string[]> = identity.setCookies.length > 0 ? { 'set-cookie': identity.setCookies } : {};
      if (isPrivate && !hasToken) {
        return { kind: 'redirect', status: 302, location: loginRedirect(url.pathname, url.search), headers: cookieHeaders };
      }

      const { registry, server } = parseRegistry(options.registry());
      await syncServerRemotes(server);
      const config = parseRuntimeConfig(options.runtimeConfig());
      const market = resolveMarket({ hostname: url.hostname, marketValue: url.searchParams.get('market') ?? undefined });
      const api = serverApi(options.serverApiBaseUrl ?? config.apiBaseUrl, market, 'server-render', identity);
      const budgetMs = isBot(request.userAgent) ? options.botBudgetMs : options.budgetMs;
      // Asked alongside the area (cached five minutes); the announcement, nav colour and footer contact then need no browser call.
      const frameAsked = withinBudget(frameContent(api, market.shopId), budgetMs);
      const errors: unknown[] = [];
      // Every remote judged by its browser manifest (cached 10 s; the routed one's is needed for the hints anyway); the area waits for its own only.
      const judging = judgeRemotes(registry);
      const areaOf = async (route: AppRoute) => {
        const refused = (await judging[route.remote])?.refused;
        if (refused) errors.push(`${refused}: its area is left to the browser`);
        return refused ? undefined : renderRouteArea(route, { url, params, market, api, origin: request.origin, budgetMs, onError: (e) => errors.push(e) });
      };

      // Private pages, and the shopper's own (route table `browserOnly`), render their content in the browser only.
      let shown: AppRoute = def;
      let area = isBrowserRenderedRoute(def) ? undefined : await areaOf(def);
      let notFound = false;
      if (area?.pageData.notFound) {
        notFound = true;
        shown = NOT_FOUND_ROUTE;
        area = await areaOf(NOT_FOUND_ROUTE);
      }
      const rendered = performance.now();

      // Data that is no plain JSON cannot be handed over: that area is rendered afresh in the browser.
      const handOver = area !== undefined && area.pageData.notPlain.length === 0;
      if (area && !handOver) errors.push(`${area.remote} rendered, but not hydrated: ${area.pageData.notPlain.join(', ')} is no plain JSON`);
      const frameShown = await frameAsked;
      const judged = await allJudged(judging);
      const boot: ShellBoot = {
        registry,
        config,
        market: market.value,
        notFound,
        frame: frameShown,
        area: area ? { remote: area.remote, routeName: shown.name, hydrate: handOver } : undefined,
        contracts: verdicts(judged),
      };
      const frame = renderFrame({ url, market, api, hasToken, notFound, frameContent: frameShown, area, routeName: shown.name });
      const head: PageHead = area?.pageData.head ?? routeHead(shown, request.origin, url.pathname);
      const manifestUrl = registry[shown.remote];
      const page = area?.pageChunk && manifestUrl ? { chunk: area.pageChunk, groups: await browserBuildJson(new URL('chunk-groups.json', manifestUrl).href) } : undefined;
      const shownRemote = judged[shown.remote];
      // A refused remote's code is not fetched: the browser shows the area's fallback without it.
      const remote = manifestUrl && !shownRemote?.refused ? remoteHints(manifestUrl, shownRemote?.manifest ?? (await browserBuildJson(manifestUrl)), page) : { head: [], scripts: [] };
      // A fresh nonce per response: the page's Content-Security-Policy lets only this inline script run.
      const nonce = randomBytes(16).toString('base64');
      const html = composeDocument(options.template, {
        nonce,
        head: pageHeadHtml(head, { shopId: market.shopId, release: options.release }),
        hints: [...shellHead, ...remote.head, remoteReleaseMetas(judged)],
        emotionStyles: [frame.styles, area?.styles ?? ''],
        preloads: [...shell.scripts, ...remote.scripts],
        frame: frame.html,
        scripts: [
          `<script id="${BOOT_SCRIPT_ID}" type="application/json">${inlineJson(boot)}</script>`,
          handOver && area ? `<script id="${PAGE_DATA_SCRIPT_ID}" type="application/json">${inlineJson(area.pageData)}</script>` : '',
        ],
      });
      for (const error of errors) console.warn(`[shell-server] ${url.pathname}: ${error instanceof Error ? error.message : String(error)}`);
      return {
        kind: 'page',
        status: statusOf(shown.name, notFound),
        html,
        timings: { area: Math.round(rendered - started), total: Math.round(performance.now() - started) },
        headers: { 'content-security-policy': contentSecurityPolicy({ registry, config, nonce }), ...cookieHeaders },
      };
    },
    fallbackPolicy() {
      return contentSecurityPolicy({ registry: parseRegistry(options.registry()).registry, config: parseRuntimeConfig(options.runtimeConfig()) });
    },
  };
}

/** The value if it settles within the budget; undefined otherwise (the browser then asks itself). */
function withinBudget<T>(value: Promise<T>, budgetMs: number): Promise<T | undefined> {
  let cancel = () => {};
  const late = new Promise<undefined>((resolve) => {
    const timer = setTimeout(() => resolve(undefined), budgetMs);
    cancel = () => clearTimeout(timer);
  });
  return Promise.race([value, late]).finally(() => cancel());
}

async function renderRouteArea(
  def: AppRoute,
  ctx: { url: URL; params: Record<string, string>; market: Market; api: RemoteParcelProps['api']; origin: string; budgetMs: number; onError: (e: unknown) => void },
): Promise<RenderedArea | undefined> {
  if (!hasServerEntry(def.remote)) return undefined;
  const props: RemoteParcelProps = {
    route: toMatchedRoute(def, ctx.url.pathname, ctx.params, ctx.url.search),
    navigation: serverNavigation,
    api: ctx.api,
    market: ctx.market,
    session: serverSession,
    exposed: serverExposed,
    persisted: serverPersisted,
  };
  return renderArea(def.remote, props, { budgetMs: ctx.budgetMs, origin: ctx.origin, onError: ctx.onError });
}

/** The shell's header, footer and routed area, as the browser's first render will produce it. */
function renderFrame(ctx: {
  url: URL;
  market: Market;
  api: RemoteParcelProps['api'];
  hasToken: boolean;
  notFound: boolean;
  frameContent: FrameContent | undefined;
  area: RenderedArea | undefined;
  routeName: ServerArea['routeName'];
}): { html: string; styles: string } {
  const services: ShellServices = {
    api: ctx.api,
    market: ctx.market,
    session: serverSession,
    persisted: serverPersisted,
    overrides: {},
    hasToken: () => ctx.hasToken,
    firstHtml: { notFound: ctx.notFound, frame: ctx.frameContent },
  };
  const area: ServerArea | null = ctx.area ? { remote: ctx.area.remote, routeName: ctx.routeName, html: ctx.area.html } : null;
  const cache = serverStyleCache();
  const html = renderToString(
    <CacheProvider value={cache}>
      <StaticRouter location={`${ctx.url.pathname}${ctx.url.search}`}>
        <ShellApp services={services} serverArea={area} />
      </StaticRouter>
    </CacheProvider>,
  );
  return { html, styles: criticalStyles(cache, html) };
}
