import { createContext, createElement, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

/** Read once when the module loads, never in a render: the server has no document. */
const IN_BROWSER = typeof document !== 'undefined';

/**
 * Whether the root around a component is past hydration. False on the server; true in the
 * browser for a root rendered afresh (and for anything rendered without a gate, as in unit tests).
 */
const HydratedContext = createContext<boolean>(IN_BROWSER);

/**
 * At the top of every root (the shell's and each remote area's): false while the root hydrates the
 * server's HTML, then true, set in an effect once the hydration has painted. What depends on
 * browser-only state (the shopper's vehicle, cart, session, storage, a module loaded at run time) thus
 * renders after hydration without a mismatch, in a task of its own.
 */
export function HydrationGate({ hydrating, children }: { hydrating: boolean; children?: ReactNode }) {
  const [hydrated, setHydrated] = useState(IN_BROWSER && !hydrating);
  useEffect(() => {
    if (!hydrated) setHydrated(true);
  }, [hydrated]);
  return createElement(HydratedContext.Provider, { value: hydrated }, children);
}

/**
 * False on the server and in the browser while the root hydrates; true otherwise, including the first
 * render of anything mounted after hydration (a page's new cards then ask for their fit statuses with
 * the others, in one call).
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}

/**
 * A browser-only store read as `useSyncExternalStore` reads it, except that the server's value stays
 * until the root has hydrated (HydrationGate): the browser's value then arrives with the gate's
 * render, after the hydration.
 */
export function useStoreAfterHydration<T>(subscribe: (onChange: () => void) => () => void, read: () => T, onServer: () => T): T {
  return useSyncExternalStore(subscribe, useHydrated() ? read : onServer, onServer);
}
