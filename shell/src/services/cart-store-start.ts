import { bus, type ApiClient, type CartStoreModule, type PersistedStateService, type SessionService } from '@axlebay/shared-lib';
import { exposedModules } from '../federation/load-parcel';
import { afterFirstRouteIdle } from '../remote-area/route-mounted';

/**
 * cart-checkout's cart store keeps the mini-cart count true (it reloads the cart at start-up and
 * merges a guest cart at sign-in). The shell starts it once the routed page is on screen and the
 * browser is idle, so it never delays the page — and only for someone with a cart or a session: a
 * first-time visitor's store loads with their first add to cart. When cart-checkout is down the
 * header keeps the count saved in the persisted state.
 */
export function startCartStore(deps: { api: ApiClient; session: SessionService; persisted: PersistedStateService }, hasCartOrSession: () => boolean) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    afterFirstRouteIdle(() =>
      exposedModules
        .loadModule<CartStoreModule>('cart-checkout', 'cart-store')
        .then((module) => module.cartStore(deps))
        .catch((error) => console.warn('[axlebay] cart store not started', error)),
    );
  };
  if (hasCartOrSession()) start();
  else bus.on('session.changed').subscribe((s) => s.signedIn && start());
}
