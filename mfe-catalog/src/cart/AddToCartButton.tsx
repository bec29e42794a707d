import { Button, useBusState, VisuallyHidden } from '@axlebay/shared-lib';
import { CART_UNAVAILABLE_TEXT, useCartAction } from './use-cart-action';

/**
 * Add to cart through cart-checkout's cart store (see `useCartAction`); this button only shows that
 * it is busy. When cart-checkout is down, the button says so instead of failing silently. It shows
 * "Add to cart" and is named "Add to cart: <product title>" (the words shown first, WCAG 2.5.3): a listing
 * has two dozen of them. Busy, it
 * stays focusable (aria-disabled, not disabled): a disabled button drops the keyboard focus to <body>.
 */
export function AddToCartButton({ itemId, skuId, title, count = 1, purchasable = true }: { itemId: number; skuId: number; title: string; count?: number; purchasable?: boolean }) {
  const vehicle = useBusState('vehicle.changed') ?? null;
  const { state, run } = useCartAction();

  if (!purchasable) {
    return (
      <Button type="button" disabled>
        Not available<VisuallyHidden>{`: ${title}`}</VisuallyHidden>
      </Button>
    );
  }
  return (
    <>
      <Button
        type="button"
        onClick={() => state !== 'busy' && void run((store) => store.add({ itemId, skuId, count, vehicle }))}
        aria-disabled={state === 'busy'}
        data-testid="add-to-cart"
      >
        {/* The name starts with the words on the button (WCAG 2.5.3 label in name), then says which part. */}
        {state === 'busy' ? 'Adding…' : 'Add to cart'}
        <VisuallyHidden>{`: ${title}`}</VisuallyHidden>
      </Button>
      {state === 'unavailable' && <span role="alert"> {CART_UNAVAILABLE_TEXT}</span>}
    </>
  );
}
