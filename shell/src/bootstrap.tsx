import '@fontsource-variable/roboto-flex/wght.css';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { bus, monitoring } from '@axlebay/shared-lib';
import { loadParcel, registerRegistry } from './federation/load-parcel';
import { applyOverrides, resolveOverrides } from './registry/overrides';
import { parseRegistry, REGISTRY_URL } from './registry/registry';
import { AppRoutes } from './routing/AppRoutes';
import { matchAppRoute } from './routing/route-table';
import { ShellContext } from './routing/shell-context';
import { createShellApi } from './services/api';
import { shellMarket } from './services/market';
import { parseRuntimeConfig, RUNTIME_CONFIG_URL } from './services/runtime-config';
import { checkSession } from './session/session-check';
import { createSessionService } from './session/session-service';

async function fetchJson(url: string): Promise<unknown> {
  const res = await fetch(url, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json();
}

async function start() {
  const [rawRegistry, rawConfig] = await Promise.all([
    fetchJson(REGISTRY_URL).catch((error) => {
      monitoring.report({ level: 'p0', kind: 'registry', error });
      return {};
    }),
    fetchJson(RUNTIME_CONFIG_URL).catch(() => ({})),
  ]);
  const config = parseRuntimeConfig(rawConfig);
  const { registry, problems } = parseRegistry(rawRegistry);
  problems.forEach((p) => console.warn(`[axlebay] remotes.json: ${p}`));
  const overrides = resolveOverrides(location.search, localStorage, config.overrideHosts);
  registerRegistry(applyOverrides(registry, overrides));

  // Start fetching the current page's remote now, in parallel with React's first render.
  loadParcel(matchAppRoute(location.pathname).def.remote).catch(() => undefined);

  const market = shellMarket();
  bus.publish('market.changed', { value: market.value }, 'shell');
  const api = createShellApi(config, market);
  void checkSession(api);

  // Diagnostics for squads and e2e: read-only handles, nothing a page needs.
  Object.assign(window, { __axlebay: { bus, monitoring, registry: applyOverrides(registry, overrides) } });

  createRoot(document.getElementById('root')!).render(
    <ShellContext.Provider value={{ api, market, session: createSessionService(), overrides }}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ShellContext.Provider>,
  );
}

void start();
