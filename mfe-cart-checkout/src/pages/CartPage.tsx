import { RoutePageFrame, useBusState } from '@axlebay/shared-lib';

/** `/shopCart`. Spec §2: the cart is not reloaded at start-up here. Lines, totals and actions: issue 7. */
export function CartPage() {
  const cart = useBusState('cart.updated');
  const count = cart?.count ?? 0;
  return (
    <RoutePageFrame>
      <p data-testid="cart-count">{count === 0 ? 'Your cart is empty.' : `${count} item${count === 1 ? '' : 's'} in your cart.`}</p>
    </RoutePageFrame>
  );
}
