import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../accounts/executor';
import type { Database } from '../db/client';
import { notFound, ok } from '../http/envelope';
import type { RouteDeps } from '../routes';
import { planUpdate, rebaseCounts, requestedLines, type CartLineError } from './cart-change';
import { cartOwner, cartUuidOf } from './cart-owner';
import { CART_NOT_FOUND } from './cart-rules';
import { CartChangeBody, CartQuery } from './cart-schemas';
import { accountCart, createGuestCart, deleteLines, findGuestCart, lineKeyText, linesOf, madeBy, mergeGuestCart, upsertLines, type CartRow, type LineKey } from './cart-store';
import { visitorKeyOf } from '../http/visitor-key';
import { cartLinesView } from './cart-view';

const PATH = '/order/public/buyer/cart/v3';

/** The guest cart of a sign-in: named by `guestUuid` and made by this browser (`visitorKey`). */
interface GuestClaim {
  guestUuid: string | undefined;
  visitorKey: string | undefined;
}

/**
 * The signed-in shopper's cart (created on first use), locked for the transaction; when the claim
 * names a guest cart that this browser made, that cart is merged into it first and deleted (sign-in).
 * Any other UUID (merged already, unknown, an account's, or a guest cart of another browser: knowing
 * a UUID is no proof of holding it) is ignored: merging twice changes nothing.
 */
async function lockedAccountCart(tx: Executor, accountId: number, { guestUuid, visitorKey }: GuestClaim): Promise<CartRow> {
  const cart = await accountCart(tx, accountId, true);
  const guest = guestUuid ? await findGuestCart(tx, guestUuid, true) : undefined;
  if (guest && madeBy(guest, visitorKey)) await mergeGuestCart(tx, guest, cart);
  return cart;
}

async function signedInCart(database: Database, accountId: number, claim: GuestClaim): Promise<CartRow> {
  // Only a merge needs a transaction; a plain read does not lock anything.
  const guest = claim.guestUuid ? await findGuestCart(database.db, claim.guestUuid) : undefined;
  if (guest && madeBy(guest, claim.visitorKey)) {
    return database.db.transaction((tx) => lockedAccountCart(tx, accountId, claim));
  }
  return accountCart(database.db, accountId);
}

/**
 * The cart (spec §3 "Cart", §4 "Cart", §7 Cart). A guest's cart is reached by its UUID alone (the
 * UUID is the guest's secret); an account's cart only with the account's token — its UUID without the
 * token is "This cart does not exist", like an unknown one.
 */
export async function cartRoutes(app: FastifyInstance, { database }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const answer = async (cart: CartRow | undefined, request: FastifyRequest) => ({
    cartUUID: cart?.uuid ?? null,
    items: cart ? await cartLinesView(database, cart.id, request.shopId) : [],
  });

  r.get(PATH, { schema: { querystring: CartQuery } }, async (request) => {
    const accountId = cartOwner(request);
    const uuid = cartUuidOf(request.query.cartUUID);
    if (accountId !== undefined) return ok(await answer(await signedInCart(database, accountId, { guestUuid: uuid, visitorKey: visitorKeyOf(request) }), request));
    if (uuid === undefined) return ok(await answer(undefined, request));
    const cart = await findGuestCart(database.db, uuid);
    if (!cart) throw notFound(CART_NOT_FOUND);
    return ok(await answer(cart, request));
  });

  /**
   * UPDATE sets each line's count (absolute, or rebased when the line carries previousCount; a new
   * line is created), DELETE removes lines. One
   * transaction: a refused request (400, 404) writes nothing, a merge included.
   */
  const change = async (request: FastifyRequest<{ Body: CartChangeBody }>) => {
    const accountId = cartOwner(request);
    const body = request.body;
    const uuid = cartUuidOf(body.cartUUID);
    const lines = requestedLines(body);
    const { cart, errors } = await database.db.transaction(async (tx): Promise<{ cart: CartRow | undefined; errors: CartLineError[] }> => {
      let cart: CartRow | undefined;
      if (accountId !== undefined) cart = await lockedAccountCart(tx, accountId, { guestUuid: uuid, visitorKey: visitorKeyOf(request) });
      else if (uuid !== undefined) {
        cart = await findGuestCart(tx, uuid, true);
        if (!cart) throw notFound(CART_NOT_FOUND);
      }
      if (body.action === 'DELETE') {
        if (cart) await deleteLines(tx, cart.id, lines);
        return { cart, errors: [] };
      }
      // Only a change that carries previousCount needs the lines as they are now.
      const rebase = lines.some((l) => l.previousCount !== undefined);
      const held = new Map(cart && rebase ? (await linesOf(tx, cart.id)).map((l) => [lineKeyText(l), l.itemCount]) : []);
      const countNow = (key: LineKey) => held.get(lineKeyText(key)) ?? 0;
      const plan = await planUpdate(tx, rebaseCounts(lines, countNow), request.shopId);
      // A guest's first change that adds something creates the cart; one that adds nothing leaves none.
      if (!cart && plan.writes.length > 0) cart = await createGuestCart(tx, visitorKeyOf(request));
      if (cart) await upsertLines(tx, cart.id, plan.writes);
      return { cart, errors: plan.errors };
    });
    return ok({ ...(await answer(cart, request)), errors });
  };
  r.post(PATH, { schema: { body: CartChangeBody } }, change);
  r.put(PATH, { schema: { body: CartChangeBody } }, change);
}
