import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ApiError, bus, type CartLine, type NotifyPayload, type SessionUser } from '@axlebay/shared-lib';
import { memoryPersistedState, recordingSession, scriptedApi } from '@axlebay/shared-lib/testing';
import { CART_API, lineKey, type CartChangeBody, type CartItemError, type CartReply } from './cart-api';
import { CartStoreImpl, GUEST_CART_SLOT, cartStore, resetCartStoreForTests, type CartDeps } from './cart-store';

const user: SessionUser = { accountId: 1, email: 'a@x.com', nickname: '', zipCode: '', emailVerified: true, useFirstDiscount: false };
const corolla = { year: '3', yearName: '2018', make: '30', makeName: 'Toyota', model: '300', modelName: 'Corolla', attributeValueId: '300' };
const wipers = { itemId: 11, skuId: 110 };
const pads = { itemId: 12, skuId: 120 };

/** The session as the shell would have it; `signIn`/`signOut` change who `user()` says is there. */
function session(initial?: SessionUser) {
  let current = initial;
  const s = recordingSession(initial);
  return Object.assign(s, {
    user: () => current,
    as(next: SessionUser | undefined) {
      current = next;
      bus.publish('session.changed', next ? { signedIn: true, email: next.email } : { signedIn: false }, 'shell');
    },
  });
}

/**
 * An in-memory cart API following the contract: guest carts by id (404 when unknown), the account
 * cart with a token (merging and deleting a guest cart named in a GET), absolute UPDATE counts capped
 * at the stock with UNDER_STOCK, NOT_PURCHASABLE skus, DELETE.
 */
function cartServer(hasToken: () => boolean, options: { stock?: Record<number, number>; notPurchasable?: Record<number, string> } = {}) {
  const guests = new Map<string, CartLine[]>();
  let account: CartLine[] = [];
  let created = 0;
  const notFound = () => new ApiError({ code: 404, status: 404, message: 'Cart not found' });
  const line = (item: CartChangeBody['items'][number], count: number): CartLine => ({
    itemId: item.itemId,
    skuId: item.skuId,
    itemType: item.itemType ?? 'NORMAL',
    bundleId: item.bundleId ?? null,
    itemCount: count,
    status: 'ON_SHELVES',
    title: `Part ${item.itemId}`,
    priceCent: item.skuId * 10,
    carModel: item.carModel ?? null,
  });
  const merge = (into: CartLine[], from: CartLine[]) => {
    for (const l of from) {
      const same = into.find((a) => lineKey(a) === lineKey(l));
      if (same) same.itemCount += l.itemCount;
      else into.push({ ...l });
    }
  };
  const { api, calls } = scriptedApi({
    [`GET ${CART_API}`]: (params: unknown) => {
      const id = (params as { cartUUID?: string } | undefined)?.cartUUID;
      if (id && !guests.has(id)) throw notFound();
      if (hasToken()) {
        if (id) {
          merge(account, guests.get(id)!);
          guests.delete(id);
        }
        return { cartUUID: 'account-1', items: account.map((l) => ({ ...l })) };
      }
      return id ? { cartUUID: id, items: guests.get(id)!.map((l) => ({ ...l })) } : { cartUUID: null, items: [] };
    },
    [`POST ${CART_API}`]: (raw: unknown) => {
      const body = raw as CartChangeBody;
      let id = 'account-1';
      let lines = account;
      if (!hasToken()) {
        if (body.cartUUID && !guests.has(body.cartUUID)) throw notFound();
        id = body.cartUUID ?? `guest-${++created}`;
        if (!guests.has(id)) guests.set(id, []);
        lines = guests.get(id)!;
      }
      const errors: CartItemError[] = [];
      for (const item of body.items) {
        const at = lines.findIndex((l) => lineKey(l) === lineKey(item));
        if (body.action === 'DELETE') {
          if (at >= 0) lines.splice(at, 1);
          continue;
        }
        const refusal = options.notPurchasable?.[item.skuId];
        if (refusal) {
          errors.push({ itemId: item.itemId, skuId: item.skuId, itemType: item.itemType ?? 'NORMAL', bundleId: item.bundleId ?? null, code: 'NOT_PURCHASABLE', message: refusal });
          continue;
        }
        const available = options.stock?.[item.skuId] ?? 99;
        const count = Math.min(item.itemCount!, available);
        if (count < item.itemCount!) errors.push({ itemId: item.itemId, skuId: item.skuId, itemType: item.itemType ?? 'NORMAL', bundleId: item.bundleId ?? null, code: 'UNDER_STOCK', message: 'Insufficient stock', available });
        if (at >= 0) lines[at] = { ...lines[at]!, itemCount: count };
        else lines.push(line(item, count));
      }
      return { cartUUID: id, items: lines.map((l) => ({ ...l })), errors };
    },
  });
  return { api, calls, guests, account: () => account, setAccount: (lines: CartLine[]) => void (account = lines) };
}

let toasts: NotifyPayload[] = [];
const cleanups: Array<() => void> = [];
const posts = (calls: Array<[string, string, unknown]>) => calls.filter(([m]) => m === 'POST').map(([, , body]) => body as CartChangeBody);
const gets = (calls: Array<[string, string, unknown]>) => calls.filter(([m]) => m === 'GET').map(([, , params]) => params);

beforeEach(() => {
  toasts = [];
  bus.publish('session.changed', { signedIn: false }, 'shell');
  bus.publish('cart.updated', { count: 0 }, 'test');
  const sub = bus.on('notify').subscribe((n) => toasts.push(n));
  cleanups.push(() => sub.unsubscribe());
});

afterEach(() => {
  cleanups.splice(0).forEach((c) => c());
  resetCartStoreForTests();
});

/** A guest store on its own server, wired to the bus like the page's store. */
function guestSetup(options?: Parameters<typeof cartServer>[1]) {
  const s = session();
  const persisted = memoryPersistedState();
  const server = cartServer(() => s.user() !== undefined, options);
  const deps: CartDeps = { api: server.api, session: s, persisted };
  const store = new CartStoreImpl(deps);
  cleanups.push(store.connect());
  return { store, server, session: s, persisted, slot: persisted.slot<string>(GUEST_CART_SLOT), deps };
}

describe('adding as a guest', () => {
  it('creates the guest cart, stores its id, publishes the count and says so, naming the part', async () => {
    const { store, server, slot } = guestSetup();
    const change = await store.add({ ...wipers });
    expect(posts(server.calls)).toEqual([{ action: 'UPDATE', items: [{ itemId: 11, skuId: 110, itemType: 'NORMAL', itemCount: 1, previousCount: 0 }] }]);
    expect(slot.read()).toBe('guest-1');
    expect(bus.latest('cart.updated')).toEqual({ count: 1, cartUUID: 'guest-1' });
    expect(toasts).toEqual([{ kind: 'notification', level: 'success', title: 'Added to cart', text: 'Part 11' }]);
    expect(change).toMatchObject({ ok: true, count: 1 });
    expect(store.lines().map((l) => [l.skuId, l.itemCount])).toEqual([[110, 1]]);
    expect(store.isLoading()).toBe(false);
  });

  it('sends the ABSOLUTE count (existing + n) to the stored cart when adding again', async () => {
    const { store, server } = guestSetup();
    await store.add({ ...wipers });
    await store.add({ ...wipers });
    await store.add({ ...wipers, count: 3 });
    const sent = posts(server.calls).map((b) => [b.cartUUID, b.items[0]!.itemCount]);
    expect(sent).toEqual([[undefined, 1], ['guest-1', 2], ['guest-1', 5]]);
    expect(bus.latest('cart.updated')).toEqual({ count: 5, cartUUID: 'guest-1' });
  });

  it('counts from the previous answer even when two adds are asked for at once', async () => {
    const { store, server } = guestSetup();
    await Promise.all([store.add({ ...wipers }), store.add({ ...wipers })]);
    expect(posts(server.calls).map((b) => b.items[0]!.itemCount)).toEqual([1, 2]);
    expect(store.count()).toBe(2);
  });

  it('sends the vehicle the part was chosen for as the line car model', async () => {
    const { store, server } = guestSetup();
    await store.add({ ...wipers, vehicle: corolla });
    expect(posts(server.calls)[0]!.items[0]!.carModel).toEqual({ year: '2018', make: 'Toyota', model: 'Corolla', yearId: '3', makeId: '30', modelId: '300' });
  });

  it('reads a stored cart before the first add, so the count adds to what is there', async () => {
    const { store, server, slot, deps } = guestSetup();
    await store.add({ ...wipers, count: 2 });
    // A new page: a fresh store, same stored id.
    const next = new CartStoreImpl(deps);
    await next.add({ ...wipers });
    expect(gets(server.calls)).toEqual([{ cartUUID: 'guest-1' }]);
    expect(posts(server.calls).at(-1)).toMatchObject({ cartUUID: 'guest-1', items: [{ itemCount: 3 }] });
    expect(slot.read()).toBe('guest-1');
  });
});

describe('tracking (spec §7)', () => {
  it('publishes add_to_cart for an add the server accepted, with the unit price of its answer; none for a refused one', async () => {
    const tracked: unknown[] = [];
    const sub = bus.on('track').subscribe((t) => tracked.push(t));
    cleanups.push(() => sub.unsubscribe());
    const { store } = guestSetup({ notPurchasable: { 120: 'This part is no longer sold' } });
    await store.add({ ...wipers, count: 2 });
    await store.add({ ...pads });
    expect(tracked).toEqual([{ name: 'add_to_cart', props: { itemId: 11, skuId: 110, quantity: 2, priceCent: 1100, currency: null, bundleId: null } }]);
  });
});

describe('line errors and failures (spec §8)', () => {
  it('warns "Only 1 item left in stock" when the line was capped at one', async () => {
    const { store } = guestSetup({ stock: { 110: 1 } });
    const change = await store.add({ ...wipers, count: 2 });
    expect(toasts).toEqual([{ kind: 'message', level: 'warning', text: 'Only 1 item left in stock' }]);
    expect(change).toEqual({ ok: false, message: 'Only 1 item left in stock' });
    // The cart holds what the server allowed.
    expect(store.lines()[0]?.itemCount).toBe(1);
    expect(bus.latest('cart.updated')?.count).toBe(1);
  });

  it('warns "Only 3 items left in stock" (plural) when capped at three', async () => {
    const { store } = guestSetup({ stock: { 110: 3 } });
    await store.add({ ...wipers, count: 2 });
    await store.add({ ...wipers, count: 2 });
    expect(toasts.map((t) => `${t.level}: ${t.text}`)).toEqual(['success: Part 11', 'warning: Only 3 items left in stock']);
  });

  it("shows the first error's message as a warning for other errors (NOT_PURCHASABLE)", async () => {
    const { store } = guestSetup({ notPurchasable: { 110: 'This item can no longer be purchased.' } });
    const change = await store.add({ ...wipers });
    expect(toasts).toEqual([{ kind: 'message', level: 'warning', text: 'This item can no longer be purchased.' }]);
    expect(change).toEqual({ ok: false, message: 'This item can no longer be purchased.' });
    expect(store.lines()).toEqual([]);
  });

  it('takes the first of several errors', async () => {
    const errors: CartItemError[] = [
      { itemId: 11, skuId: 110, itemType: 'NORMAL', code: 'NOT_PURCHASABLE', message: 'First refusal' },
      { itemId: 12, skuId: 120, itemType: 'NORMAL', code: 'NOT_PURCHASABLE', message: 'Second refusal' },
    ];
    const { api } = scriptedApi({ [`POST ${CART_API}`]: { cartUUID: 'g', items: [], errors } satisfies CartReply });
    const store = new CartStoreImpl({ api, session: session(), persisted: memoryPersistedState() });
    await store.add({ ...wipers });
    expect(toasts.map((t) => t.text)).toEqual(['First refusal']);
  });

  it('keeps the lines and shows the error when the call fails (network, 500)', async () => {
    const { store, server, deps } = guestSetup();
    await store.add({ ...wipers });
    const before = store.lines();
    const published = bus.latest('cart.updated');
    for (const error of [new ApiError({ code: 'NETWORK_ERROR', message: 'Network Error', isNetworkError: true }), new ApiError({ code: 500, status: 500, message: 'Internal error' })]) {
      const { api } = scriptedApi({ [`POST ${CART_API}`]: error, [`GET ${CART_API}`]: server.api.get });
      store.use({ ...deps, api });
      toasts = [];
      const change = await store.add({ ...pads });
      expect(change).toEqual({ ok: false, message: error.message });
      expect(toasts).toEqual([{ kind: 'message', level: 'error', text: error.message }]);
      expect(store.lines()).toBe(before);
      expect(bus.latest('cart.updated')).toBe(published);
      expect(store.isLoading()).toBe(false);
    }
  });

  it('logs a failed load without a toast and resets the loading flag', async () => {
    const persisted = memoryPersistedState();
    persisted.slot(GUEST_CART_SLOT).write('guest-9');
    const { api } = scriptedApi({ [`GET ${CART_API}`]: new ApiError({ code: 500, status: 500, message: 'down' }) });
    const store = new CartStoreImpl({ api, session: session(), persisted });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const change = await store.load();
    expect(change).toEqual({ ok: false, message: 'down' });
    expect(warn).toHaveBeenCalled();
    expect(toasts).toEqual([]);
    expect(store.isLoading()).toBe(false);
    expect(persisted.slot(GUEST_CART_SLOT).read()).toBe('guest-9');
  });

  it('forgets a stored guest cart the server no longer knows (404)', async () => {
    const persisted = memoryPersistedState();
    persisted.slot(GUEST_CART_SLOT).write('gone');
    const server = cartServer(() => false);
    const store = new CartStoreImpl({ api: server.api, session: session(), persisted });
    expect(await store.load()).toMatchObject({ ok: true, count: 0 });
    expect(persisted.slot(GUEST_CART_SLOT).read()).toBeUndefined();
    expect(bus.latest('cart.updated')).toEqual({ count: 0 });
  });
});

describe('changing lines', () => {
  it('removes a line with DELETE and publishes the new count', async () => {
    const { store, server } = guestSetup();
    await store.add({ ...wipers, count: 2 });
    await store.add({ ...pads });
    await store.remove({ skuId: 110, itemType: 'NORMAL' });
    expect(posts(server.calls).at(-1)).toEqual({ action: 'DELETE', cartUUID: 'guest-1', items: [{ itemId: 11, skuId: 110, itemType: 'NORMAL' }] });
    expect(store.lines().map((l) => l.skuId)).toEqual([120]);
    expect(bus.latest('cart.updated')).toEqual({ count: 1, cartUUID: 'guest-1' });
  });

  it('removes several lines in one DELETE naming all their keys (lines no longer there left out)', async () => {
    const { store, server } = guestSetup();
    await store.add({ ...wipers, count: 2 });
    await store.add({ ...pads });
    await store.add({ itemId: 13, skuId: 130 });
    await store.removeMany([{ skuId: 110, itemType: 'NORMAL' }, { skuId: 130, itemType: 'NORMAL' }, { skuId: 999, itemType: 'NORMAL' }]);
    const deletes = posts(server.calls).filter((b) => b.action === 'DELETE');
    expect(deletes).toEqual([
      { action: 'DELETE', cartUUID: 'guest-1', items: [{ itemId: 11, skuId: 110, itemType: 'NORMAL' }, { itemId: 13, skuId: 130, itemType: 'NORMAL' }] },
    ]);
    expect(store.lines().map((l) => l.skuId)).toEqual([120]);
    expect(bus.latest('cart.updated')).toEqual({ count: 1, cartUUID: 'guest-1' });
    const before = server.calls.length;
    await store.removeMany([{ skuId: 999, itemType: 'NORMAL' }]);
    expect(server.calls).toHaveLength(before);
  });

  it('sets an absolute count with UPDATE, and a count of 0 removes the line', async () => {
    const { store, server } = guestSetup();
    await store.add({ ...wipers });
    await store.setCount({ skuId: 110, itemType: 'NORMAL' }, 4);
    expect(posts(server.calls).at(-1)).toMatchObject({ action: 'UPDATE', items: [{ skuId: 110, itemCount: 4 }] });
    expect(bus.latest('cart.updated')?.count).toBe(4);
    await store.setCount({ skuId: 110, itemType: 'NORMAL' }, 0);
    expect(posts(server.calls).at(-1)?.action).toBe('DELETE');
    expect(store.lines()).toEqual([]);
  });

  it('refuses a line that is not in the cart without calling the API', async () => {
    const { store, server } = guestSetup();
    await store.add({ ...wipers });
    const before = server.calls.length;
    const change = await store.remove({ skuId: 999, itemType: 'NORMAL' });
    expect(change.ok).toBe(false);
    expect(server.calls).toHaveLength(before);
  });

  it('refetches the cart when the answer carries no items', async () => {
    const { api, calls } = scriptedApi({
      [`POST ${CART_API}`]: { cartUUID: 'guest-5' },
      [`GET ${CART_API}`]: { cartUUID: 'guest-5', items: [{ ...wipers, itemType: 'NORMAL', itemCount: 1, status: 'ON_SHELVES' }] },
    });
    const persisted = memoryPersistedState();
    const store = new CartStoreImpl({ api, session: session(), persisted });
    const change = await store.add({ ...wipers });
    expect(calls.map(([m, , p]) => (m === 'GET' ? ['GET', p] : [m]))).toEqual([['POST'], ['GET', { cartUUID: 'guest-5' }]]);
    expect(change).toMatchObject({ ok: true, count: 1 });
    expect(persisted.slot(GUEST_CART_SLOT).read()).toBe('guest-5');
  });

  it('keeps the order of the lines already there when the answer reorders them', async () => {
    const l = (skuId: number): CartLine => ({ itemId: skuId, skuId, itemType: 'NORMAL', itemCount: 1, status: 'ON_SHELVES' });
    let reply: CartReply = { cartUUID: 'g', items: [l(1), l(2)] };
    const { api } = scriptedApi({ [`POST ${CART_API}`]: () => reply, [`GET ${CART_API}`]: () => reply });
    const persisted = memoryPersistedState();
    persisted.slot(GUEST_CART_SLOT).write('g');
    const store = new CartStoreImpl({ api, session: session(), persisted });
    await store.load();
    reply = { cartUUID: 'g', items: [l(3), l(2), { ...l(1), itemCount: 2 }] };
    await store.setCount({ skuId: 1, itemType: 'NORMAL' }, 2);
    expect(store.lines().map((x) => [x.skuId, x.itemCount])).toEqual([[1, 2], [2, 1], [3, 1]]);
  });
});

describe('the line key: sku + item type (default NORMAL) + bundle', () => {
  it('keeps the same sku in a different bundle as its own line with its own count', async () => {
    const { store, server } = guestSetup();
    await store.add({ ...wipers, count: 2 });
    await store.add({ ...wipers, bundleId: 7 });
    expect(posts(server.calls).at(-1)?.items).toEqual([{ itemId: 11, skuId: 110, itemType: 'NORMAL', bundleId: 7, itemCount: 1, previousCount: 0 }]);
    expect(store.lines().map((l) => [l.skuId, l.bundleId ?? null, l.itemCount])).toEqual([[110, null, 2], [110, 7, 1]]);
    await store.add({ ...wipers, itemType: 'TRADE_IN' });
    expect(store.lines()).toHaveLength(3);
    await store.remove({ skuId: 110, itemType: 'NORMAL', bundleId: 7 });
    expect(store.lines().map((l) => [l.itemType, l.bundleId ?? null, l.itemCount])).toEqual([['NORMAL', null, 2], ['TRADE_IN', null, 1]]);
  });

  it('treats a missing item type as NORMAL', () => {
    expect(lineKey({ skuId: 1 })).toBe(lineKey({ skuId: 1, itemType: 'NORMAL', bundleId: null }));
    expect(lineKey({ skuId: 1, bundleId: 2 })).not.toBe(lineKey({ skuId: 1 }));
    expect(lineKey({ skuId: 1, itemType: 'TRADE_IN' })).not.toBe(lineKey({ skuId: 1 }));
  });
});

describe('session', () => {
  it('merges the guest cart at sign-in: GET with the guest id, slot cleared, new count published', async () => {
    const { store, server, session: s, slot } = guestSetup();
    await store.add({ ...wipers, count: 2 });
    server.setAccount([{ ...pads, itemType: 'NORMAL', bundleId: null, itemCount: 1, status: 'ON_SHELVES' }]);
    s.as(user);
    await store.idle();
    expect(gets(server.calls)).toEqual([{ cartUUID: 'guest-1' }]);
    expect(slot.read()).toBeUndefined();
    expect(server.guests.has('guest-1')).toBe(false);
    expect(bus.latest('cart.updated')).toEqual({ count: 3, cartUUID: 'account-1' });
    // Signed in, changes go to the account cart without a cart id.
    await store.add({ ...pads });
    expect(posts(server.calls).at(-1)).toEqual({ action: 'UPDATE', items: [{ itemId: 12, skuId: 120, itemType: 'NORMAL', itemCount: 2, previousCount: 1 }] });
  });

  it('fetches the account cart without an id at sign-in when there is no guest cart', async () => {
    const { store, server, session: s } = guestSetup();
    s.as(user);
    await store.idle();
    expect(gets(server.calls)).toEqual([undefined]);
  });

  it('never names a guest cart in a signed-in change (the account cart needs no id)', async () => {
    const { store, server, session: s, slot } = guestSetup();
    s.as(user);
    await store.idle();
    slot.write('guest-7'); // written by another tab while this one was signed in
    await store.add({ ...wipers });
    expect(posts(server.calls)).toEqual([{ action: 'UPDATE', items: [{ itemId: 11, skuId: 110, itemType: 'NORMAL', itemCount: 1, previousCount: 0 }] }]);
  });

  it('resets to an empty guest cart at sign-out and publishes count 0', async () => {
    const { store, server, session: s } = guestSetup();
    s.as(user);
    await store.add({ ...wipers });
    expect(bus.latest('cart.updated')?.count).toBe(1);
    const callsBefore = server.calls.length;
    s.as(undefined);
    await store.idle();
    expect(store.lines()).toEqual([]);
    expect(bus.latest('cart.updated')).toEqual({ count: 0 });
    expect(server.calls).toHaveLength(callsBefore);
  });

  it('goes back to a guest cart that remains at sign-out', async () => {
    const { store, server, session: s, slot } = guestSetup();
    server.guests.set('guest-7', [{ ...wipers, itemType: 'NORMAL', itemCount: 2, status: 'ON_SHELVES' }]);
    s.as(user);
    await store.idle();
    slot.write('guest-7'); // e.g. a failed merge left it
    s.as(undefined);
    await store.idle();
    expect(gets(server.calls).at(-1)).toEqual({ cartUUID: 'guest-7' });
    expect(bus.latest('cart.updated')).toEqual({ count: 2, cartUUID: 'guest-7' });
  });

  it('does not bring back the guest cart the shell emptied at registration', async () => {
    const { store, server, session: s, slot } = guestSetup();
    await store.add({ ...wipers });
    // What the shell's register() does: empty the cart data, then sign the new account in.
    bus.publish('cart.updated', { count: 0 }, 'shell');
    expect(slot.read()).toBeUndefined();
    expect(store.lines()).toEqual([]);
    s.as(user);
    await store.idle();
    expect(gets(server.calls)).toEqual([undefined]);
    expect(server.account()).toEqual([]);
    expect(bus.latest('cart.updated')).toEqual({ count: 0, cartUUID: 'account-1' });
  });

  it('ignores its own count 0 (only the shell empties the cart data)', async () => {
    const { store, slot } = guestSetup();
    await store.add({ ...wipers });
    await store.remove({ skuId: 110, itemType: 'NORMAL' });
    expect(bus.latest('cart.updated')).toEqual({ count: 0, cartUUID: 'guest-1' });
    expect(slot.read()).toBe('guest-1');
  });
});

describe('the page store (cartStore)', () => {
  const setup = (opts: { signedIn?: boolean; guest?: string } = {}) => {
    const s = session(opts.signedIn ? user : undefined);
    if (opts.signedIn) bus.publish('session.changed', { signedIn: true }, 'shell');
    const persisted = memoryPersistedState();
    if (opts.guest) persisted.slot(GUEST_CART_SLOT).write(opts.guest);
    const server = cartServer(() => s.user() !== undefined);
    if (opts.guest) server.guests.set(opts.guest, [{ ...wipers, itemType: 'NORMAL', itemCount: 2, status: 'ON_SHELVES' }]);
    return { deps: { api: server.api, session: s, persisted }, server, persisted };
  };

  it('is one per page and works with the latest deps', async () => {
    const first = setup();
    const a = cartStore(first.deps, '/');
    const later = setup();
    expect(cartStore(later.deps, '/')).toBe(a);
    await a.add({ ...wipers });
    expect(first.server.calls).toEqual([]);
    expect(posts(later.server.calls)).toHaveLength(1);
  });

  it('loads once at start-up for the mini-cart count when a guest cart is stored', async () => {
    const { deps, server } = setup({ guest: 'guest-3' });
    bus.publish('cart.updated', { count: 2, cartUUID: 'guest-3' }, 'shell');
    const store = cartStore(deps, '/product/wipers');
    cartStore(deps, '/product/wipers');
    await store.idle();
    expect(gets(server.calls)).toEqual([{ cartUUID: 'guest-3' }]);
    expect(store.count()).toBe(2);
  });

  it('merges a stored guest cart at creation when already signed in', async () => {
    const { deps, server, persisted } = setup({ signedIn: true, guest: 'guest-3' });
    bus.publish('cart.updated', { count: 2, cartUUID: 'guest-3' }, 'shell');
    const store = cartStore(deps, '/');
    await store.idle();
    expect(gets(server.calls)).toEqual([{ cartUUID: 'guest-3' }]);
    expect(persisted.slot(GUEST_CART_SLOT).read()).toBeUndefined();
    expect(bus.latest('cart.updated')).toEqual({ count: 2, cartUUID: 'account-1' });
  });

  it('does not load at start-up on /shopCart, nor with no token and no cart id', async () => {
    const first = setup({ guest: 'guest-3' });
    bus.publish('cart.updated', { count: 2, cartUUID: 'guest-3' }, 'shell');
    await cartStore(first.deps, '/shopCart').idle();
    expect(first.server.calls).toEqual([]);
    resetCartStoreForTests();
    const second = setup();
    await cartStore(second.deps, '/').idle();
    expect(second.server.calls).toEqual([]);
  });

  it('forgets a guest cart the shell emptied before this module loaded', async () => {
    const { deps, server, persisted } = setup({ signedIn: true, guest: 'guest-3' });
    // The stored summary after register(): count 0, no id.
    bus.publish('cart.updated', { count: 0 }, 'shell');
    const store = cartStore(deps, '/');
    await store.idle();
    expect(persisted.slot(GUEST_CART_SLOT).read()).toBeUndefined();
    expect(gets(server.calls)).toEqual([undefined]);
    expect(store.count()).toBe(0);
  });
});
