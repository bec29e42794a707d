import { Button, useBusState } from '@axlebay/shared-lib';
import { CART_UNAVAILABLE_TEXT, useCartAction } from './use-cart-action';

/**
 * Add to cart through cart-checkout's cart store (see `useCartAction`); this button only shows that
 * it is busy. When cart-checkout is down, the button says so instead of failing silently.
 */
export function AddToCartButton({ itemId, skuId, count = 1, purchasable = true, label = 'Add to cart' }: { itemId: number; skuId: number; count?: number; purchasable?: boolean; label?: string }) {
  const vehicle = useBusState('vehicle.changed') ?? null;
  const { state, run } = useCartAction();

  if (!purchasable) {
    return (
      <Button type="button" disabled>
        Not available
      </Button>
    );
  }
  return (
    <>
      <Button type="button" onClick={() => void run((store) => store.add({ itemId, skuId, count, vehicle }))} disabled={state === 'busy'} data-testid="add-to-cart">
        {state === 'busy' ? 'Adding…' : label}
      </Button>
      {state === 'unavailable' && <span role="alert"> {CART_UNAVAILABLE_TEXT}</span>}
    </>
  );
}
