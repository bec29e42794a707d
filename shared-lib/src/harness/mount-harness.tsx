import { mountRootParcel, type Parcel } from 'single-spa';
import { createRoot } from 'react-dom/client';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createApiClient } from '../api';
import { bus } from '../bus';
import { routesOf, type MatchedRoute, type NavigationService, type RemoteName, type RemoteParcelProps, type SessionService, type SessionUser, type ExposedModules, type PersistedStateService } from '../contracts';
import { GlobalStyles } from '../design-system/global-styles';
import { Button } from '../design-system/components/Button';
import { resolveMarket } from '../market';
import type { RemoteParcel } from '../parcel';
import { matchPath } from './match-path';

/**
 * Standalone page for a squad: mounts its own parcel with a route picker, without the shell.
 * Served at the root of the remote's own origin (`npm run dev` or `npm start`).
 */
export function mountHarness(remote: RemoteName, loadParcel: () => Promise<RemoteParcel>, container: HTMLElement) {
  createRoot(container).render(<Harness remote={remote} loadParcel={loadParcel} />);
}

function routeFor(remote: RemoteName, pathname: string, search: string): MatchedRoute | null {
  for (const r of routesOf(remote)) {
    const params = matchPath(r.path, pathname);
    if (params) {
      return {
        name: r.name,
        page: r.page,
        pattern: r.path,
        pathname,
        params,
        query: Object.fromEntries(new URLSearchParams(search)),
      };
    }
  }
  return null;
}

function samplePath(path: string) {
  return path.replace(/:(\w+)/g, 'sample-$1').replace('*', 'step');
}

function Harness({ remote, loadParcel }: { remote: RemoteName; loadParcel: () => Promise<RemoteParcel> }) {
  const routes = routesOf(remote);
  const [path, setPath] = useState(() => new URLSearchParams(location.search).get('path') ?? samplePath(routes[0]!.path));
  const [parcel, setParcel] = useState<RemoteParcel | null>(null);
  const host = useRef<HTMLDivElement>(null);
  const mounted = useRef<Parcel | null>(null);
  const [url] = path.split('?');
  const route = routeFor(remote, url ?? '/', path.includes('?') ? path.slice(path.indexOf('?')) : '');

  const props = useMemo((): Omit<RemoteParcelProps, 'route'> => {
    const navigation: NavigationService = {
      navigate: (to) => setPath(to),
      href: (p) => `?path=${encodeURIComponent(p)}`,
      notFound: () => console.info('[harness] page asked for the 404 page'),
      back: () => history.back(),
    };
    // No shell here: a session held in memory (token included), enough to exercise account pages.
    let token: string | undefined;
    let user: SessionUser | undefined;
    const api = createApiClient({
      baseURL: new URLSearchParams(location.search).get('api') ?? 'http://localhost:4000',
      shopId: 2022,
      getToken: () => token,
      getVisitorKey: () => 'harness-visitor',
      getDiversion: () => 'A',
      onUnauthorized: () => {
        token = undefined;
        user = undefined;
      },
    });
    const refreshUser = async () => {
      user = token ? await api.get<SessionUser>('/account/buyer/account/current').catch(() => undefined) : undefined;
      bus.publish('session.changed', user ? { signedIn: true, email: user.email, accountId: String(user.accountId), nickname: user.nickname } : { signedIn: false }, 'harness');
      return user;
    };
    let email: string | undefined;
    const session: SessionService = {
      signIn: async (r) => {
        token = r.token;
        email = r.email;
        await refreshUser();
      },
      register: async (r) => {
        token = r.token;
        await refreshUser();
      },
      signOut: async () => {
        token = undefined;
        await refreshUser();
      },
      user: () => user,
      refreshUser,
      rememberedEmail: () => email,
    };
    // Other remotes are not composed here; pages show their fallback for them.
    const unavailable = (remote: string, expose: string) => Promise.reject(new Error(`${remote}/${expose} is not available in the harness`));
    const exposed: ExposedModules = { loadParcel: unavailable, loadModule: unavailable };
    // The harness keeps remote slots in sessionStorage (plain: a developer page, no shopper data).
    const persisted: PersistedStateService = {
      slot: <T,>(name: string) => ({
        read: () => {
          const raw = sessionStorage.getItem(`harness.${name}`);
          return raw === null ? undefined : (JSON.parse(raw) as T);
        },
        write: (value: T | undefined) =>
          value === undefined ? sessionStorage.removeItem(`harness.${name}`) : sessionStorage.setItem(`harness.${name}`, JSON.stringify(value)),
      }),
    };
    return { navigation, api, market: resolveMarket({ hostname: location.hostname }), session, exposed, persisted };
  }, []);

  useEffect(() => {
    loadParcel().then(setParcel, (e) => console.error(e));
  }, [loadParcel]);

  useEffect(() => {
    if (!parcel || !route || !host.current) return;
    const p = mountRootParcel(parcel, { ...props, route, domElement: host.current });
    mounted.current = p;
    return () => {
      void p.unmount();
    };
    // Remount per route name, like the shell's keyed <Parcel>.
  }, [parcel, route?.name]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (route && mounted.current?.getStatus() === 'MOUNTED') void mounted.current.update?.({ ...props, route });
  }, [path]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <>
      <GlobalStyles />
      <header style={{ padding: 12, background: '#0f1b2d', color: '#fff', display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        <strong>{remote} · standalone harness</strong>
        <label>
          Route{' '}
          <select value="" onChange={(e) => e.target.value && setPath(samplePath(e.target.value))}>
            <option value="">Pick a route…</option>
            {routes.map((r) => (
              <option key={r.name} value={r.path}>
                {r.name} ({r.path})
              </option>
            ))}
          </select>
        </label>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setPath(String(new FormData(e.currentTarget).get('path') ?? '/'));
          }}
        >
          <label>
            Path <input name="path" defaultValue={path} key={path} size={40} />
          </label>{' '}
          <Button type="submit">Open</Button>
        </form>
      </header>
      {!route && <p role="alert">No route of {remote} matches {path}.</p>}
      <div ref={host} />
    </>
  );
}
