import { bus, type OrderView, type RemoteParcelProps } from '@axlebay/shared-lib';
import { cartStore } from '../cart/cart-store';
import { CART_SOURCE } from '../cart/cart-store';
import { firstAnnouncement, rememberAccessKey } from '../order-result/order-access';
import { writeAppliedCoupon, writeSessionJson } from '../session/browser-session';
import { DRAFT_KEY } from './checkout-draft';

type Deps = Pick<RemoteParcelProps, 'api' | 'session' | 'persisted'>;

/**
 * A paid order (placement answered PAID, or the payment callback did): `order.placed` on the bus once
 * per order, the cart store reloaded (the API emptied the cart, so the header shows 0), the checkout
 * draft and the applied coupon forgotten. Handlers and effects only.
 */
export async function finishPaidOrder(order: OrderView, accessKey: string | undefined, deps: Deps): Promise<void> {
  rememberAccessKey(order.orderNo, accessKey);
  if (firstAnnouncement(order.orderNo)) {
    bus.publish(
      'order.placed',
      {
        orderNo: order.orderNo,
        totalCent: order.totalCent,
        currency: order.currency,
        itemCount: order.lines.reduce((sum, line) => sum + line.itemCount, 0),
        paymentMethod: order.paymentMethod,
      },
      CART_SOURCE,
    );
  }
  writeSessionJson(DRAFT_KEY, undefined);
  writeAppliedCoupon(undefined);
  try {
    await cartStore(deps, window.location.pathname).load();
  } catch {
    /* the header count catches up on the next visit */
  }
}
