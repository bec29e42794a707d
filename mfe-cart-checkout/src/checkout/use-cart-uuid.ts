import { useEffect, useState } from 'react';
import { bus, useRemoteProps } from '@axlebay/shared-lib';
import { GUEST_CART_SLOT, cartStore } from '../cart/cart-store';

/**
 * The guest's cart id (a signed-in buyer's account cart needs none: the token names it), read in an
 * effect. Starts the page's cart store so a sign-in during checkout merges the guest cart (spec §4).
 */
export function useGuestCartUUID(signedIn: boolean): { ready: boolean; cartUUID: string | undefined } {
  const { api, session, persisted } = useRemoteProps();
  const [state, setState] = useState<{ ready: boolean; cartUUID: string | undefined }>({ ready: false, cartUUID: undefined });

  useEffect(() => {
    cartStore({ api, session, persisted }, window.location.pathname);
    const read = () => {
      const stored = persisted.slot<string>(GUEST_CART_SLOT).read();
      setState({ ready: true, cartUUID: !signedIn && typeof stored === 'string' && stored ? stored : undefined });
    };
    read();
    const subscription = bus.on('cart.updated').subscribe(read);
    return () => subscription.unsubscribe();
  }, [api, session, persisted, signedIn]);

  return state;
}
