import { useState } from 'react';
import { useApi, useRemoteProps, useSession, type CartStore, type CartStoreModule } from '@axlebay/shared-lib';

export type CartActionState = 'idle' | 'busy' | 'unavailable';

/**
 * Runs a change on cart-checkout's cart store, loaded at run time (`./cart-store`): the store
 * publishes `cart.updated` (the header count) and shows the spec's toasts. The state says whether the
 * change is under way, or whether cart-checkout could not be reached.
 */
export function useCartAction() {
  const { exposed, persisted } = useRemoteProps();
  const api = useApi();
  const session = useSession();
  const [state, setState] = useState<CartActionState>('idle');
  const run = async (change: (store: CartStore) => Promise<unknown>) => {
    setState('busy');
    try {
      const module = await exposed.loadModule<CartStoreModule>('cart-checkout', 'cart-store');
      await change(module.cartStore({ api, session, persisted }));
      setState('idle');
    } catch {
      setState('unavailable');
    }
  };
  return { state, run };
}

export const CART_UNAVAILABLE_TEXT = 'The cart is not available right now. Please try again in a moment.';
