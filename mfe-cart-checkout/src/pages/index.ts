import type { RemotePages } from '@axlebay/shared-lib';
import { lazy } from 'react';
import { CartPage } from './CartPage';

// Checkout, the order result, tracking and the payment return load on their route (the cart ships with the parcel).
const CheckoutPage = lazy(() => import('../checkout/CheckoutPage').then((m) => ({ default: m.CheckoutPage })));
const OrderResultPage = lazy(() => import('../order-result/OrderResultPage').then((m) => ({ default: m.OrderResultPage })));
const TrackOrderPage = lazy(() => import('../order-track/TrackOrderPage').then((m) => ({ default: m.TrackOrderPage })));
const PaymentCallbackPage = lazy(() => import('../payment-callback/PaymentCallbackPage').then((m) => ({ default: m.PaymentCallbackPage })));

export const pages: RemotePages<'cart-checkout'> = {
  cart: CartPage,
  checkout: CheckoutPage,
  orderResult: OrderResultPage,
  orderTrack: TrackOrderPage,
  paymentCallback: PaymentCallbackPage,
};
