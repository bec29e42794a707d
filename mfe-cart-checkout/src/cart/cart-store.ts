import {
  BehaviorSubject,
  bus,
  filter,
  type AddToCartInput,
  type ApiClient,
  type CartChange,
  type CartLine,
  type CartStore,
  type NotifyLevel,
  type PersistedStateService,
  type SessionService,
  type Subscription,
} from '@axlebay/shared-lib';
import {
  CART_API,
  DEFAULT_ITEM_TYPE,
  carModelOf,
  countOf,
  isUnknownCart,
  itemBody,
  keepOrder,
  normaliseLines,
  sameLine,
  type CartChangeBody,
  type CartItemBody,
  type CartLineKey,
  type CartReply,
} from './cart-api';
import { addedToast, CHANGE_FAILED_TEXT, NOT_IN_CART_TEXT, lineErrorText, messageOf } from './cart-messages';
import { trackAdded } from '../tracking/track';

/** The guest's cart id, in the shell's encrypted state. A signed-in shopper's account cart needs none. */
export const GUEST_CART_SLOT = 'cart-checkout.cartUUID';
/** The bus source of this store's events. */
export const CART_SOURCE = 'cart-checkout';
/** Spec §2: "On /shopCart the cart is not reloaded at start-up" (the cart page loads it itself). */
export const CART_PAGE_PATH = '/shopCart';

export interface CartDeps {
  api: ApiClient;
  session: SessionService;
  persisted: PersistedStateService;
}

export interface CartState {
  lines: CartLine[];
  /** The cart's id as the server last gave it (guest or account cart). */
  cartUUID?: string;
  /** On while the cart is read or changed (spec §4). */
  loading: boolean;
}

type Ok = { ok: true };
const OK: Ok = { ok: true };

/**
 * The page's cart (spec §3, §4, §8): the lines of the guest's cart (its id in the persisted slot
 * `cart-checkout.cartUUID`) or of the signed-in shopper's account cart, read and changed through
 * `/order/public/buyer/cart/v3`. Every change publishes `cart.updated` with the total count and
 * tells the shopper in a toast. Calls run one after another, so "add 1" always counts from the
 * answer of the call before it.
 */
export class CartStoreImpl implements CartStore {
  readonly state$ = new BehaviorSubject<CartState>({ lines: [], loading: false });
  private deps: CartDeps;
  private queue: Promise<unknown> = Promise.resolve();
  /** Whether `lines` hold the server's cart of whoever is shopping now. */
  private known = false;

  constructor(deps: CartDeps) {
    this.deps = deps;
  }

  /** The latest props (the shell may hand new ones on update). */
  use(deps: CartDeps) {
    this.deps = deps;
  }

  lines(): readonly CartLine[] {
    return this.state$.value.lines;
  }

  count(): number {
    return countOf(this.state$.value.lines);
  }

  isLoading(): boolean {
    return this.state$.value.loading;
  }

  /** Resolves when every call asked for so far has finished. */
  async idle(): Promise<void> {
    let seen: Promise<unknown>;
    do {
      seen = this.queue;
      await seen;
    } while (seen !== this.queue);
  }

  /** The stored guest cart id, if any. */
  guestCartUUID(): string | undefined {
    const value = this.slot().read();
    return typeof value === 'string' && value !== '' ? value : undefined;
  }

  /** Spec §4: "No cart id and no token: cart reset. Token but no cart id: cart fetched." */
  load(): Promise<CartChange> {
    return this.serial(() => this.fetch());
  }

  /**
   * Adds `count` (default 1) to the line's count: UPDATE with the existing count + n and the count
   * this page knew, so an add made meanwhile in another tab is kept (the API applies the difference).
   */
  add(input: AddToCartInput): Promise<CartChange> {
    return this.serial(async () => {
      const ready = await this.ensureKnown();
      if (!ready.ok) return this.failed(ready.message);
      const key = { skuId: input.skuId, itemType: input.itemType || DEFAULT_ITEM_TYPE, bundleId: input.bundleId ?? null };
      const extra = input.vehicle ? { carModel: carModelOf(input.vehicle) } : {};
      // Built per attempt: after a forgotten guest cart the count starts again from zero.
      const build = () => {
        const existing = this.lines().find((line) => sameLine(line, key))?.itemCount ?? 0;
        return itemBody({ itemId: input.itemId, ...key }, { itemCount: existing + (input.count ?? 1), previousCount: existing, ...extra });
      };
      const change = await this.post('UPDATE', build, { newCartOnUnknown: true });
      if (change.ok) {
        const line = change.lines.find((l) => sameLine(l, key));
        // A notification (spec §9: 4.5 s) naming what was added, not only "Added to cart".
        bus.publish('notify', addedToast(line?.title), CART_SOURCE);
        trackAdded(input, line);
      }
      return change;
    });
  }

  /** Sets a line's count (UPDATE, absolute). A count below 1 removes the line. */
  setCount(line: CartLineKey, count: number): Promise<CartChange> {
    return this.serial(async () => {
      if (!Number.isFinite(count)) return this.refused(CHANGE_FAILED_TEXT);
      const wanted = Math.floor(count);
      const current = await this.find(line);
      if (!current.ok) return current.change;
      if (wanted < 1) return this.post('DELETE', () => itemBody(current.line));
      return this.post('UPDATE', () => itemBody(current.line, { itemCount: wanted }));
    });
  }

  /** Removes a line (DELETE). */
  remove(line: CartLineKey): Promise<CartChange> {
    return this.serial(async () => {
      const current = await this.find(line);
      if (!current.ok) return current.change;
      return this.post('DELETE', () => itemBody(current.line));
    });
  }

  /**
   * Removes several lines in one DELETE (the cart page's "Remove all unavailable items"). Lines no
   * longer in the cart are left out; none left → nothing is sent.
   */
  removeMany(lines: readonly CartLineKey[]): Promise<CartChange> {
    return this.serial(async () => {
      const ready = await this.ensureKnown();
      if (!ready.ok) return this.failed(ready.message);
      const held = this.lines().filter((line) => lines.some((key) => sameLine(line, key)));
      if (held.length === 0) return this.change();
      return this.post('DELETE', () => held.map((line) => itemBody(line)));
    });
  }

  /**
   * `session.changed` (and creation): signed in → the account cart is fetched, with the stored guest
   * cart id so the server merges that cart into it; signed out → back to the guest's cart, if one
   * remains, else an empty cart. The header count follows either way.
   */
  sessionChanged(signedIn: boolean): Promise<CartChange> {
    return this.serial(async () => {
      this.known = false;
      if (signedIn) return this.fetch();
      const guest = this.guestCartUUID();
      if (!guest) return this.emptied();
      // The account's lines are not the guest's: count 0 until the guest cart is read.
      this.patch({ lines: [], cartUUID: guest });
      this.publish();
      return this.fetch();
    });
  }

  /**
   * The shell emptied the cart data (`cart.updated` count 0 from 'shell': registration, sign-out
   * with clearCart). The guest cart id goes too, so no later load or sign-in brings that cart back.
   */
  shellEmptied() {
    this.slot().write(undefined);
    this.known = !this.signedIn();
    this.patch({ lines: [], cartUUID: undefined });
  }

  /** Follows the session and the shell's cart resets on the bus. Returns the unsubscribe. */
  connect(): () => void {
    let signedIn = this.signedIn();
    const subscriptions: Subscription[] = [
      bus.on('session.changed').subscribe((session) => {
        if (session.signedIn === signedIn) return;
        signedIn = session.signedIn;
        void this.sessionChanged(signedIn);
      }),
      // Live events only (events$ does not replay): the source tells the shell's reset from ours.
      bus.events$
        .pipe(filter((event) => event.type === 'cart.updated' && event.source === 'shell' && event.payload.count === 0))
        .subscribe(() => this.shellEmptied()),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }

  // ---- internals ----

  private signedIn(): boolean {
    return this.deps.session.user() !== undefined;
  }

  private slot() {
    return this.deps.persisted.slot<string>(GUEST_CART_SLOT);
  }

  private patch(next: Partial<CartState>) {
    this.state$.next({ ...this.state$.value, ...next });
  }

  private serial<T>(operation: () => Promise<T>): Promise<T> {
    const run = this.queue.then(operation, operation);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private publish() {
    const { cartUUID } = this.state$.value;
    bus.publish('cart.updated', { count: this.count(), ...(cartUUID ? { cartUUID } : {}) }, CART_SOURCE);
  }

  private notify(level: NotifyLevel, text: string) {
    bus.publish('notify', { kind: 'message', level, text }, CART_SOURCE);
  }

  private change(): CartChange {
    return { ok: true, lines: [...this.lines()], count: this.count() };
  }

  /** No cart id and no token: an empty cart. */
  private emptied(): CartChange {
    this.known = true;
    this.patch({ lines: [], cartUUID: undefined, loading: false });
    this.publish();
    return this.change();
  }

  private async fetch(): Promise<CartChange> {
    const guest = this.guestCartUUID();
    const signedIn = this.signedIn();
    if (!guest && !signedIn) return this.emptied();
    this.patch({ loading: true });
    try {
      const reply = await this.deps.api.get<CartReply | undefined>(CART_API, guest ? { cartUUID: guest } : undefined);
      // Signed in with a guest cart id: the server merged that cart into the account's and deleted it.
      if (signedIn && guest) this.slot().write(undefined);
      return this.settle(reply ?? {}, signedIn);
    } catch (error) {
      if (guest && isUnknownCart(error)) {
        // The stored guest cart is gone (merged in another tab, expired): forget it.
        this.slot().write(undefined);
        return signedIn ? this.fetch() : this.emptied();
      }
      // Spec §8: cart load failures are logged and the loading flag reset; the lines stay.
      console.warn('[cart-checkout] cart not loaded', error);
      this.patch({ loading: false });
      return { ok: false, message: messageOf(error) };
    }
  }

  /** The cart is replaced from the returned items (spec §4); lines already there keep their place. */
  private settle(reply: CartReply, signedIn: boolean): CartChange {
    const returned = reply.cartUUID ?? undefined;
    if (!signedIn && returned && returned !== this.guestCartUUID()) this.slot().write(returned);
    const lines = keepOrder(this.lines(), normaliseLines(reply.items ?? []));
    this.known = true;
    this.patch({ lines, cartUUID: returned ?? (signedIn ? undefined : this.guestCartUUID()), loading: false });
    this.publish();
    return this.change();
  }

  private async ensureKnown(): Promise<Ok | { ok: false; message: string }> {
    if (this.known) return OK;
    if (!this.guestCartUUID() && !this.signedIn()) {
      this.known = true;
      this.patch({ lines: [] });
      return OK;
    }
    const loaded = await this.fetch();
    return loaded.ok ? OK : loaded;
  }

  private async find(key: CartLineKey): Promise<{ ok: true; line: CartLine } | { ok: false; change: CartChange }> {
    const ready = await this.ensureKnown();
    if (!ready.ok) return { ok: false, change: this.failed(ready.message) };
    const line = this.lines().find((l) => sameLine(l, key));
    return line ? { ok: true, line } : { ok: false, change: this.refused(NOT_IN_CART_TEXT) };
  }

  private async post(
    action: CartChangeBody['action'],
    build: () => CartItemBody | CartItemBody[],
    options: { newCartOnUnknown?: boolean } = {},
  ): Promise<CartChange> {
    const signedIn = this.signedIn();
    const guest = signedIn ? undefined : this.guestCartUUID();
    const built = build();
    const body: CartChangeBody = { action, ...(guest ? { cartUUID: guest } : {}), items: Array.isArray(built) ? built : [built] };
    this.patch({ loading: true });
    let reply: CartReply;
    try {
      reply = (await this.deps.api.post<CartReply | undefined>(CART_API, body)) ?? {};
    } catch (error) {
      if (guest && isUnknownCart(error)) {
        this.slot().write(undefined);
        this.emptied();
        if (options.newCartOnUnknown) return this.post(action, build, { ...options, newCartOnUnknown: false });
      }
      return this.failed(messageOf(error));
    }

    let result: CartChange;
    if (Array.isArray(reply.items)) {
      result = this.settle(reply, signedIn);
    } else {
      // No items in the answer: the cart is fetched again (spec §4).
      if (!signedIn && reply.cartUUID && reply.cartUUID !== guest) this.slot().write(reply.cartUUID);
      result = await this.fetch();
    }

    const warning = lineErrorText(reply.errors);
    if (warning) {
      // The cart holds what the server allowed (e.g. capped at the stock); the shopper is told why.
      this.notify('warning', warning);
      return { ok: false, message: warning };
    }
    return result;
  }

  /** A failed call: error toast, lines unchanged. */
  private failed(message: string): CartChange {
    this.patch({ loading: false });
    this.notify('error', message);
    return { ok: false, message };
  }

  /** A change that cannot be sent (unknown line): warning toast, no call. */
  private refused(message: string): CartChange {
    this.patch({ loading: false });
    this.notify('warning', message);
    return { ok: false, message };
  }
}

let shared: { store: CartStoreImpl; disconnect: () => void } | undefined;

/**
 * One cart per page for this remote's parcels and for other remotes (through `./cart-store`). The
 * first call creates it: it follows the session, forgets a guest cart the shell emptied while it was
 * not loaded, and loads the cart once for the mini-cart count when there is one to read (not on the
 * cart page, which loads it itself). Later calls hand it the latest deps.
 */
export function cartStore(deps: CartDeps, pathname: string | undefined = globalThis.location?.pathname): CartStoreImpl {
  if (shared) {
    shared.store.use(deps);
    return shared.store;
  }
  const store = new CartStoreImpl(deps);
  // The shell emptied the cart data before this module was loaded (registration, sign-out with
  // clearCart): its summary is count 0 without an id, while this store always names a guest cart.
  const latest = bus.latest('cart.updated');
  if (store.guestCartUUID() && latest && latest.count === 0 && !latest.cartUUID) deps.persisted.slot(GUEST_CART_SLOT).write(undefined);
  shared = { store, disconnect: store.connect() };
  if ((deps.session.user() !== undefined || store.guestCartUUID()) && pathname !== CART_PAGE_PATH) void store.load();
  return store;
}

/** Tests only. */
export function resetCartStoreForTests() {
  shared?.disconnect();
  shared = undefined;
}
