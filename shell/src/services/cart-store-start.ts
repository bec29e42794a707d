import type { ApiClient, CartStoreModule, PersistedStateService, SessionService } from '@axlebay/shared-lib';
import { exposedModules } from '../federation/load-parcel';
import { firstRouteMounted } from '../remote-area/route-mounted';

/**
 * cart-checkout's cart store keeps the mini-cart count true (it reloads the cart at start-up and
 * merges a guest cart at sign-in). The shell starts it once the routed page is on screen and the
 * browser is idle, so it never delays the page. When cart-checkout is down the header keeps the
 * count saved in the persisted state.
 */
export function startCartStore(deps: { api: ApiClient; session: SessionService; persisted: PersistedStateService }) {
  void firstRouteMounted.then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 4000 });
        else setTimeout(resolve, 1000);
      }),
  ).then(() =>
    exposedModules
      .loadModule<CartStoreModule>('cart-checkout', 'cart-store')
      .then((module) => module.cartStore(deps))
      .catch((error) => console.warn('[axlebay] cart store not started', error)),
  );
}
