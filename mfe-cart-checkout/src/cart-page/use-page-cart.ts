import { useEffect, useState } from 'react';
import { useRemoteProps } from '@axlebay/shared-lib';
import { CART_PAGE_PATH, cartStore, type CartState, type CartStoreImpl } from '../cart/cart-store';

export interface PageCart {
  /** Undefined until the page mounted (the store is taken in an effect, spec §2 and server rendering). */
  store: CartStoreImpl | undefined;
  state: CartState;
  /** The page's own read of the cart is done (successful or not). */
  loaded: boolean;
}

const EMPTY: CartState = { lines: [], loading: true };

/**
 * The page's cart store and its state. Spec §2 "On /shopCart the cart is not reloaded at start-up":
 * the store skips its start-up read on this path (CART_PAGE_PATH), so the page reads it once here.
 */
export function usePageCart(): PageCart {
  const { api, session, persisted } = useRemoteProps();
  const [store, setStore] = useState<CartStoreImpl>();
  const [state, setState] = useState<CartState>(EMPTY);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    setStore(cartStore({ api, session, persisted }, CART_PAGE_PATH));
  }, [api, session, persisted]);

  useEffect(() => {
    if (!store) return;
    const subscription = store.state$.subscribe(setState);
    return () => subscription.unsubscribe();
  }, [store]);

  useEffect(() => {
    if (!store) return;
    let live = true;
    void store.load().finally(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [store]);

  return { store, state, loaded };
}
