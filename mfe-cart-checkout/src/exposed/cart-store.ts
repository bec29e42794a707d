import type { CartStoreModule } from '@axlebay/shared-lib';
import { cartStore as pageCartStore, type CartDeps } from '../cart/cart-store';

/**
 * The exposed `./cart-store`: the page's one cart for other remotes,
 * `exposed.loadModule<CartStoreModule>('cart-checkout', 'cart-store')` then `cartStore({ api, session, persisted })`.
 */
export const cartStore: CartStoreModule['cartStore'] = (deps: CartDeps) => pageCartStore(deps);

export { CART_API } from '../cart/cart-api';
