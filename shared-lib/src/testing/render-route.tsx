import { render } from '@testing-library/react';
import { ROUTES, type RemoteParcelProps, type RouteName, type NavigationService, type SessionService, type SessionUser, type ExposedModules, type PersistedStateService } from '../contracts';
import type { ApiClient } from '../api';
import { US_MARKET } from '../market';
import { RemoteContext } from '../parcel/remote-context';
import { Suspense, type ComponentType } from 'react';

/** Test double of the shell's navigation: records what the page asked for. */
export function recordingNavigation(): NavigationService & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    navigate: (to) => calls.push(`navigate ${to}`),
    href: (p) => p,
    notFound: () => calls.push('notFound'),
    back: () => calls.push('back'),
  };
}

/** Test double of the shell's session service: records calls; `user` is who it says is signed in. */
export function recordingSession(user?: SessionUser): SessionService & { calls: string[] } {
  const calls: string[] = [];
  let current = user;
  return {
    calls,
    signIn: async (r, options) => {
      calls.push(`signIn ${r.email}${options?.referred ? ' referred' : ''}`);
    },
    register: async (r) => {
      calls.push(`register ${r.email}`);
    },
    signOut: async () => {
      calls.push('signOut');
      current = undefined;
    },
    user: () => current,
    refreshUser: async () => {
      calls.push('refreshUser');
      return current;
    },
    rememberedEmail: () => undefined,
  };
}

/** Persisted slots held in memory for one test. */
export function memoryPersistedState(): PersistedStateService {
  const held = new Map<string, unknown>();
  return {
    slot: <T,>(name: string) => ({
      read: () => held.get(name) as T | undefined,
      write: (value: T | undefined) => void (value === undefined ? held.delete(name) : held.set(name, value)),
    }),
  };
}

/** No other remote is reachable in unit tests: exposed parcels show their fallback. */
export const noExposedModules: ExposedModules = {
  loadParcel: (remote, expose) => Promise.reject(new Error(`${remote}/${expose} is not loaded in unit tests`)),
  loadModule: (remote, expose) => Promise.reject(new Error(`${remote}/${expose} is not loaded in unit tests`)),
};

/** An API client that fails every call: unit tests of page frames must not reach the network. */
export const offlineApi: ApiClient = new Proxy({} as ApiClient, {
  get: () => () => Promise.reject(new Error('offline in unit tests')),
});

/** Renders one page of a remote inside the same context the parcel root provides. */
export function renderRoute(
  pages: Record<string, ComponentType>,
  name: RouteName,
  params: Record<string, string> = {},
  query: Record<string, string> = {},
  overrides: Partial<RemoteParcelProps> = {},
) {
  const def = ROUTES.find((r) => r.name === name);
  if (!def) throw new Error(`no route ${name}`);
  const Page = pages[def.page];
  if (!Page) throw new Error(`no page ${def.page}`);
  const navigation = recordingNavigation();
  const props: RemoteParcelProps = {
    route: { name, page: def.page, pattern: def.path, pathname: def.path, params, query },
    navigation,
    api: offlineApi,
    market: US_MARKET,
    session: recordingSession(),
    exposed: noExposedModules,
    persisted: memoryPersistedState(),
    ...overrides,
  };
  // Suspense as in the parcel root: a lazy page renders once its chunk resolved (await a findBy…).
  return {
    ...render(
      <RemoteContext.Provider value={props}>
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </RemoteContext.Provider>,
    ),
    navigation,
    props,
  };
}
