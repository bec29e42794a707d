import { useState } from 'react';
import { Button, useApi, useBusState, useRemoteProps, useSession, type AddToCartInput, type CartStoreModule } from '@axlebay/shared-lib';

/**
 * Add to cart through cart-checkout's cart store, loaded at run time (`./cart-store`). The store
 * publishes `cart.updated` (the header count) and shows the spec's toasts; this button only shows
 * that it is busy. When cart-checkout is down, the button says so instead of failing silently.
 */
export function AddToCartButton({ itemId, skuId, count = 1, purchasable = true, label = 'Add to cart' }: { itemId: number; skuId: number; count?: number; purchasable?: boolean; label?: string }) {
  const { exposed, persisted } = useRemoteProps();
  const api = useApi();
  const session = useSession();
  const vehicle = useBusState('vehicle.changed') ?? null;
  const [state, setState] = useState<'idle' | 'busy' | 'unavailable'>('idle');

  const add = async () => {
    setState('busy');
    try {
      const module = await exposed.loadModule<CartStoreModule>('cart-checkout', 'cart-store');
      const input: AddToCartInput = { itemId, skuId, count, vehicle };
      await module.cartStore({ api, session, persisted }).add(input);
      setState('idle');
    } catch {
      setState('unavailable');
    }
  };

  if (!purchasable) {
    return (
      <Button type="button" disabled>
        Not available
      </Button>
    );
  }
  return (
    <>
      <Button type="button" onClick={() => void add()} disabled={state === 'busy'} data-testid="add-to-cart">
        {state === 'busy' ? 'Adding…' : label}
      </Button>
      {state === 'unavailable' && <span role="alert"> The cart is not available right now. Please try again in a moment.</span>}
    </>
  );
}
