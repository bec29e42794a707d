import type { ApiClient } from '../api';
import type { PersistedStateService } from './persisted-state';
import type { SessionService } from './session';
import type { CurrentVehicle } from './vehicle';

/** A line of the cart (spec §3 "Cart"). The line key is skuId + itemType (default NORMAL) + bundleId. */
export interface CartLine {
  itemId: number;
  skuId: number;
  itemType: string;
  bundleId?: number | null;
  itemCount: number;
  /** Product status: ON_SHELVES, UNDER_STOCK, SOLD_OUT, OFF_SHELVES, DRAFT… */
  status: string;
  gmtModified?: string;
  title?: string;
  urlHandle?: string;
  mainImage?: string;
  /** This market's price per unit in cents (a bundle line: the bundle price) and its currency. */
  priceCent?: number;
  /** The price before the sale, per unit (spec §5: shown struck through only when above priceCent). */
  originalPriceCent?: number;
  partNumber?: string;
  currency?: string;
  availableTotal?: number;
  carModel?: { make: string; model: string; year: string; makeId?: string; modelId?: string; yearId?: string } | null;
  carModelMatch?: boolean | null;
}

export interface AddToCartInput {
  itemId: number;
  skuId: number;
  /** How many to add (default 1). */
  count?: number;
  itemType?: string;
  bundleId?: number;
  /** The vehicle the part was chosen for (the cart's current-vehicle search parameter). */
  vehicle?: CurrentVehicle | null;
}

/** What a change answers: the lines now in the cart, or why not (already told in a toast). */
export type CartChange = { ok: true; lines: CartLine[]; count: number } | { ok: false; message: string };

/**
 * The page's cart (owned by mfe-cart-checkout, exposed as `cart-checkout/./cart-store`). Every change
 * publishes `cart.updated` (the mini-cart count) and tells the shopper in a toast (spec §4 Cart, §8).
 */
export interface CartStore {
  lines(): readonly CartLine[];
  load(): Promise<CartChange>;
  add(input: AddToCartInput): Promise<CartChange>;
  setCount(line: Pick<CartLine, 'skuId' | 'itemType' | 'bundleId'>, count: number): Promise<CartChange>;
  remove(line: Pick<CartLine, 'skuId' | 'itemType' | 'bundleId'>): Promise<CartChange>;
}

/** The exposed module: `exposed.loadModule<CartStoreModule>('cart-checkout', 'cart-store')`. */
export interface CartStoreModule {
  cartStore(deps: { api: ApiClient; session: SessionService; persisted: PersistedStateService }): CartStore;
}
