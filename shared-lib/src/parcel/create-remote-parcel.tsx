import React, { Suspense, type ComponentType } from 'react';
import { LoadingArea } from '../design-system/components/LoadingArea';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact, { type ReactAppOrParcel } from 'single-spa-react';
import type { RemoteParcelProps } from '../contracts/parcel-props';
import type { PageOf, RemoteName } from '../contracts';
import { PageDataContext } from '../ssr/page-data-context';
import { RemoteContext } from './remote-context';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { isLazyPage } from './lazy-page';
import { HydrationGate } from './use-hydrated';
import { hydrateWatched, reportHydrationMismatch } from './hydrate-watched';
import { IdScope } from './id-scope';

/** The prop by which a parcel's mount tells its root that it hydrates the server's HTML (HydrationGate). */
const HYDRATING = '__axlebayHydrating';

/** Shopper words for each remote, used in fallbacks ("We could not load the catalog"). */
export const REMOTE_AREAS: Record<RemoteName, string> = {
  catalog: 'the catalog',
  vehicle: 'your garage',
  'cart-checkout': 'your cart and checkout',
  account: 'your account',
  content: 'this page',
};

export type RemotePages<R extends RemoteName> = Record<PageOf<R>, ComponentType>;

/**
 * The lifecycles a remote's `./parcel` module must export (checked by the contract test), and its
 * root component, which the shell's server renders to compose a page's first HTML.
 */
export type RemoteParcel = ReactAppOrParcel<RemoteParcelProps> & {
  remote: RemoteName;
  pages: readonly string[];
  /** Page key → the chunk its code ships in, for pages that are their own chunk (see lazyPage). */
  pageChunks: Readonly<Record<string, string>>;
  /** Loads a page's own chunk ahead of its route (link intent); resolves at once for other pages. */
  preloadPage(page: string): Promise<unknown>;
  Root: ComponentType<RemoteParcelProps>;
};

/** Only the typed contract goes into context; single-spa adds its own props (name, domElement…). */
export function contractProps(props: RemoteParcelProps): RemoteParcelProps {
  return {
    route: props.route,
    navigation: props.navigation,
    api: props.api,
    market: props.market,
    session: props.session,
    exposed: props.exposed,
    persisted: props.persisted,
    onRetry: props.onRetry,
  };
}

/**
 * Builds a remote's single-spa parcel from its page map. The root element carries
 * `data-boundary="<remote>"` so anyone can see which remote owns a piece of the page.
 */
export function createRemoteParcel<R extends RemoteName>(remote: R, pages: RemotePages<R>): RemoteParcel {
  function Root(props: RemoteParcelProps & { [HYDRATING]?: boolean }) {
    const Page = (pages as Record<string, ComponentType | undefined>)[props.route.page];
    if (!Page) throw new Error(`${remote} has no page "${props.route.page}" for route ${props.route.name}`);
    return (
      <HydrationGate hydrating={props[HYDRATING] === true}>
        <IdScope prefix={`${remote}-`}>
          <PageDataContext.Provider value={props.pageData ?? null}>
            <RemoteContext.Provider value={contractProps(props)}>
              <div data-boundary={remote} data-route={props.route.name}>
                <RemoteErrorBoundary remote={remote} area={REMOTE_AREAS[remote]} onRetry={props.onRetry}>
                  {/* A page may be a lazyPage (its own chunk): it suspends until its code is in. */}
                  <Suspense fallback={<LoadingArea label={`Loading ${REMOTE_AREAS[remote]}`} />}>
                    <Page />
                  </Suspense>
                </RemoteErrorBoundary>
              </div>
            </RemoteContext.Provider>
          </PageDataContext.Provider>
        </IdScope>
      </HydrationGate>
    );
  }
  Root.displayName = `RemoteRoot(${remote})`;

  // Set for the one synchronous call in which single-spa-react reads the render type.
  let hydrating = false;
  const lifecycles = singleSpaReact<RemoteParcelProps>({
    React,
    ReactDOMClient: hydrationReporting(remote),
    rootComponent: Root,
    renderType: () => (hydrating ? 'hydrateRoot' : 'createRoot'),
    // Errors are handled by RemoteErrorBoundary; this is single-spa-react's last resort.
    errorBoundary: () => <div data-boundary={remote} role="alert">This part of the shop failed to start.</div>,
  });
  /** Renders, or hydrates the server's HTML. */
  const run = (props: unknown, hydrate: boolean) => {
    hydrating = hydrate;
    try {
      const mountProps = { ...(props as object), [HYDRATING]: hydrate };
      return (lifecycles.mount as (props: unknown) => Promise<unknown>)(mountProps);
    } finally {
      hydrating = false;
    }
  };
  const preloadPage = (key: string) => {
    const page = (pages as Record<string, unknown>)[key];
    return isLazyPage(page) ? page.preload() : Promise.resolve();
  };
  /**
   * Mounted over the server's HTML of this area (props carry its data), the parcel hydrates it
   * instead of rendering again, once the page's own chunk is loaded (the server listed it in the
   * HTML, so it is usually there already).
   */
  const mount: typeof lifecycles.mount = (props) => {
    const p = props as RemoteParcelProps & { domElement?: Element };
    if (!(p.pageData?.mode === 'hydrate' && p.domElement?.firstChild)) return run(props, false) as never;
    // A chunk that fails to load is left to the page's Suspense and error boundary, as without the server.
    return preloadPage(p.route.page)
      .catch(() => undefined)
      .then(() => run(props, true)) as never;
  };
  const pageChunks = Object.fromEntries(
    Object.entries(pages as Record<string, unknown>).flatMap(([key, page]) => (isLazyPage(page) ? [[key, page.chunk]] : [])),
  );
  return { ...lifecycles, mount, remote, pages: Object.keys(pages), pageChunks, preloadPage, Root };
}

/**
 * react-dom/client whose hydrateRoot reports a mismatch (hydrate-watched.ts) to monitoring, instead of
 * leaving it unseen. single-spa-react calls hydrateRoot without options.
 */
function hydrationReporting(remote: RemoteName): typeof ReactDOMClient {
  return {
    ...ReactDOMClient,
    hydrateRoot: (container, children) => hydrateWatched(container as Element, children, reportHydrationMismatch(remote)),
  };
}

/** Checks the shape of a module loaded from a remote (used by the shell and the contract test). */
export function isRemoteParcel(mod: unknown): mod is RemoteParcel {
  if (typeof mod !== 'object' || mod === null) return false;
  const m = mod as Record<string, unknown>;
  return ['bootstrap', 'mount', 'unmount', 'update'].every((k) => typeof m[k] === 'function') && typeof m.remote === 'string';
}
