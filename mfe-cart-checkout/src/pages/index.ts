import { RoutePageFrame, type RemotePages } from '@axlebay/shared-lib';
import { CartPage } from './CartPage';
import { CheckoutPage } from './CheckoutPage';

export const pages: RemotePages<'cart-checkout'> = {
  cart: CartPage,
  checkout: CheckoutPage,
  orderResult: RoutePageFrame,
  orderTrack: RoutePageFrame,
  paymentCallback: RoutePageFrame,
};
