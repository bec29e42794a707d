import { createContext, useCallback, useContext } from 'react';
import { useStoreAfterHydration } from './use-hydrated';
import { bus } from '../bus/global-bus';
import type { RemoteParcelProps } from '../contracts/parcel-props';
import type { SessionUser } from '../contracts/session';

/** The shell's props, available anywhere inside a remote's React tree. */
export const RemoteContext = createContext<RemoteParcelProps | null>(null);

export function useRemoteProps(): RemoteParcelProps {
  const props = useContext(RemoteContext);
  if (!props) throw new Error('useRemoteProps must be used inside a remote parcel (RemoteContext missing)');
  return props;
}

export const useRoute = () => useRemoteProps().route;
export const useNavigation = () => useRemoteProps().navigation;
export const useApi = () => useRemoteProps().api;
export const useMarket = () => useRemoteProps().market;
export const useSession = () => useRemoteProps().session;
/** Navigation when inside a parcel, undefined elsewhere (e.g. design-system components in the shell). */
export const useOptionalNavigation = () => useContext(RemoteContext)?.navigation;

const signedOutOnServer = () => undefined;

/** The signed-in user (or undefined), re-rendering on every `session.changed`. */
export function useSessionUser(): SessionUser | undefined {
  const session = useSession();
  const subscribe = useCallback((onChange: () => void) => {
    const sub = bus.on('session.changed').subscribe(onChange);
    return () => sub.unsubscribe();
  }, []);
  // Undefined on the server and while hydrating (a visitor's page), so both renders agree; the root's
  // HydrationGate then renders the signed-in shopper, after the hydration's task.
  return useStoreAfterHydration(subscribe, () => session.user(), signedOutOnServer);
}
