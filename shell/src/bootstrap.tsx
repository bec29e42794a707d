import '@fontsource-variable/roboto-flex/wght.css';
import './fonts/display-face.css';
import './layout/category-menu/category-menu.css';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { bus, HydrationGate, hydrateWatched, monitoring, reportHydrationMismatch, webStorage } from '@axlebay/shared-lib';
import { loadParcel, registerRegistry } from './federation/load-parcel';
import { setContractVerdicts } from './federation/contracts-plugin';
import { applyOverrides, refuseOverrides, resolveOverrides } from './registry/overrides';
import { parseRegistry, REGISTRY_URL } from './registry/registry';
import { readServerArea, readShellBoot } from './boot/shell-boot';
import { matchAppRoute } from './routing/route-table';
import { nextTask } from './next-task';
import type { ShellServices } from './routing/shell-context';
import { startMonitoring } from './monitoring/start-monitoring';
import { createShellApi } from './services/api';
import { startCartStore } from './services/cart-store-start';
import { shellMarket } from './services/market';
import { startPostalDetection } from './services/postal-detect';
import { parseRuntimeConfig, RUNTIME_CONFIG_URL } from './services/runtime-config';
import { keepCookieReadsPerTask } from './session/cookies';
import { storeClickIdFlag } from './session/identity';
import { isSignedIn } from './session/session';
import { createSessionService } from './session/session-service';
import { startSignals } from './signals/start-signals';
import { handleUnauthorized } from './session/unauthorized';
import { connectStateToBus } from './state/bus-persistence';
import { loadClientState, type ClientState } from './state/client-state';
import { createEncryptedStorage } from './state/encrypted-storage';
import { indexedDbKeyStore } from './state/key-store';
import { persistedSlots } from './state/persisted-slots';
import { startShellTracking } from './tracking/start-shell-tracking';

/** The one localStorage key of the persisted client state (spec §9). */
const STATE_KEY = 'axlebay_state';

async function fetchJson(url: string): Promise<unknown> {
  const res = await fetch(url, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json();
}

/** What the error reporter needs from the start below, once it is known. */
const reported = { registry: {} as Record<string, string | undefined>, production: false };

async function start() {
  // First: errors thrown while the page starts are kept for the reporter (loaded when idle).
  startMonitoring(() => reported);
  keepCookieReadsPerTask();
  storeClickIdFlag(location.search);
  // A page composed on the server carries the registry and config inline: no round trip first.
  const boot = readShellBoot();
  const [rawRegistry, rawConfig, state] = await Promise.all([
    boot
      ? boot.registry
      : fetchJson(REGISTRY_URL).catch((error) => {
          monitoring.report({ level: 'p0', kind: 'registry', error });
          return {};
        }),
    boot ? boot.config : fetchJson(RUNTIME_CONFIG_URL).catch(() => ({})),
    loadClientState(createEncryptedStorage<ClientState>({ storageKey: STATE_KEY, keyStore: indexedDbKeyStore() })),
  ]);
  const config = parseRuntimeConfig(rawConfig);
  const { registry, problems } = parseRegistry(rawRegistry);
  problems.forEach((p) => console.warn(`[axlebay] remotes.json: ${p}`));
  // Remote overrides are a tester's tool: development builds and compositions that opt in only.
  const overridesAllowed = config.allowOverrides || process.env.NODE_ENV !== 'production';
  const overrides = overridesAllowed
    ? resolveOverrides(location.search, webStorage('local'), config.overrideHosts)
    : refuseOverrides(location.search, webStorage('local'));
  // The server judged each remote's build: the browser judges only a build it did not see (an override).
  setContractVerdicts(boot?.contracts);
  registerRegistry(applyOverrides(registry, overrides));
  Object.assign(reported, { registry: applyOverrides(registry, overrides), production: config.production !== false });

  // Start fetching the current page's remote now, in parallel with React's first render.
  loadParcel(matchAppRoute(location.pathname).def.remote).catch(() => undefined);

  const market = shellMarket();
  bus.publish('market.changed', { value: market.value }, 'shell');
  const api = createShellApi(config, market, handleUnauthorized(state));
  connectStateToBus(state, isSignedIn);
  // After the state's restore: the vehicle restored at start-up is no shopper's change.
  startShellTracking(config.apiBaseUrl, market);
  const session = createSessionService({ api, state });
  void session.start();
  const persisted = persistedSlots(state);
  startCartStore({ api, session, persisted }, () => isSignedIn() || Boolean(state.get().cart?.cartUUID) || (state.get().cart?.count ?? 0) > 0);
  startPostalDetection(api, market);
  startSignals({ config, registry: applyOverrides(registry, overrides), overrides: Object.keys(overrides) });

  // Diagnostics for squads and e2e: read-only handles, nothing a page needs.
  Object.assign(window, { __axlebay: { bus, monitoring, registry: applyOverrides(registry, overrides), stateWritten: () => state.flushed() } });

  // The page's React tree (layout, routes, remote areas) is set up in a task of its own, after the
  // services above: evaluated with them, the bootstrap chunk's modules were one task of 20–28 ms
  // (`npm run bench:main-thread`). Eager: same chunk, no extra request, only evaluated here.
  await nextTask();
  const { ShellApp } = await import(/* webpackMode: "eager" */ './routing/ShellApp');

  // Hydrate the server's HTML when the browser sees the page as the server did (same market, no
  // remote overrides); otherwise render it afresh.
  const root = document.getElementById('root')!;
  const hydrate = Boolean(boot) && root.hasAttribute('data-server-frame') && boot!.market === market.value && Object.keys(overrides).length === 0;
  const serverArea = hydrate ? readServerArea(boot!) : null;
  const services: ShellServices = { api, market, session, overrides, persisted, hasToken: isSignedIn, firstHtml: hydrate ? { notFound: boot!.notFound, frame: boot!.frame } : undefined };
  const app = (
    <HydrationGate hydrating={hydrate}>
      <BrowserRouter>
        <ShellApp services={services} serverArea={serverArea} />
      </BrowserRouter>
    </HydrationGate>
  );
  if (hydrate) {
    hydrateWatched(root, app, reportHydrationMismatch());
  } else {
    root.removeAttribute('data-server-frame');
    createRoot(root).render(app);
  }
}

void start();
