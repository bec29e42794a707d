import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and in the browser's hydrating render; true otherwise, including the first
 * render of anything mounted after hydration. What depends on browser-only state (the shopper's
 * vehicle, storage, the clock's time zone, a module loaded at run time) renders after hydration
 * without a mismatch, and a component mounted later renders it at once instead of one commit late
 * (a page's new cards then ask for their fit statuses with the others, in one call).
 * The pattern of remix-utils' `useHydrated`: React uses the server snapshot while hydrating.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
