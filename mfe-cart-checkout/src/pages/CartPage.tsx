import { RoutePageFrame } from '@axlebay/shared-lib';
import { CartView } from '../cart-page/CartView';

/** `/shopCart` (spec §2): the cart page; it reads the cart itself (not reloaded at start-up). */
export function CartPage() {
  return (
    <RoutePageFrame>
      <CartView />
    </RoutePageFrame>
  );
}
