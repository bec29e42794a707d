import type { ApiClient } from '../api';
import type { Market } from '../market';
import type { NavigationService } from './navigation';
import type { RemoteName } from './remotes';
import type { RouteName } from './routes';
import type { PersistedStateService } from './persisted-state';
import type { SessionService } from './session';
import type { PageData } from '../ssr/page-data';

/** The route the shell matched, as a remote sees it. */
export interface MatchedRoute {
  name: RouteName;
  /** Page key inside the owning remote. */
  page: string;
  /** The react-router pattern, e.g. `/product/:urlHandle`. */
  pattern: string;
  /** The actual pathname, e.g. `/product/led-headlight-bulbs`. */
  pathname: string;
  params: Record<string, string>;
  /** First value of each query parameter. */
  query: Record<string, string>;
}

/** Typed props the shell passes to every remote parcel (mount and update). */
export interface RemoteParcelProps {
  route: MatchedRoute;
  navigation: NavigationService;
  api: ApiClient;
  market: Market;
  /** Sign-in and sign-out, owned by the shell. */
  session: SessionService;
  /** The remote's own slots in the shell's encrypted persisted state. */
  persisted: PersistedStateService;
  /** Other remotes' exposed modules, loaded at run time through the shell's federation runtime. */
  exposed: ExposedModules;
  /** Asks the shell to mount the parcel again (used by the failure fallback's Retry). */
  onRetry?: () => void;
  /**
   * The area's page data: on the server, the render's loader and recorder; in the browser, the
   * server's answers the hydrating render starts from. Absent when the area renders in the browser only.
   */
  pageData?: PageData;
}

/**
 * single-spa lifecycles of an exposed parcel (e.g. account's `./sign-in-panel`). Mounted with the
 * host remote's props plus its own extra props.
 */
export interface ExposedParcelModule {
  bootstrap: (props: never) => Promise<unknown>;
  mount: (props: never) => Promise<unknown>;
  unmount: (props: never) => Promise<unknown>;
  update?: (props: never) => Promise<unknown>;
  remote: RemoteName;
}

export interface ExposedModules {
  /** Loads `./<expose>` of another remote; rejects when that remote is unavailable. */
  loadParcel(remote: RemoteName, expose: string): Promise<ExposedParcelModule>;
  /**
   * Loads `./<expose>` of another remote as a plain module (a service such as vehicle's
   * `./fit-service` or cart-checkout's cart store). Type it with a contract from shared-lib.
   */
  loadModule<T>(remote: RemoteName, expose: string): Promise<T>;
}
