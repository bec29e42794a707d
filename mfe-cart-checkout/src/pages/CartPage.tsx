import { useEffect, useState, type ComponentType } from 'react';
import { LoadingArea, RoutePageFrame } from '@axlebay/shared-lib';

const loadCartView = () => import('../cart-page/CartView').then((m) => m.CartView);

/**
 * `/shopCart` (spec §2): the cart page; it reads the cart itself (not reloaded at start-up). The
 * route's frame is on screen first; the view's chunk is asked for once it is (then the cart read),
 * the loading area holding the space meanwhile.
 */
export function CartPage() {
  const [View, setView] = useState<ComponentType>();
  useEffect(() => {
    let live = true;
    void loadCartView().then((view) => live && setView(() => view));
    return () => {
      live = false;
    };
  }, []);
  return <RoutePageFrame>{View ? <View /> : <LoadingArea label="Loading your cart" />}</RoutePageFrame>;
}
