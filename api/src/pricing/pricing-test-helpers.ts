import crypto from 'node:crypto';
import { registerBuyer, type TestBuyer } from '../accounts/account-test-helpers';
import { guestCart, items, line, type TestItem } from '../cart/cart-test-helpers';
import type { TestApi } from '../test-support/test-api';
import { quoteCart } from './quote-cart';
import type { QuoteInput } from './quote-types';

/** Test-only helpers of the pricing and promotion suites (not a *.test.ts file: jest does not run it). */

export async function cartIdOf(api: TestApi, uuid: string): Promise<number> {
  const rows = await api.database.query<{ id: number }>('select id::int as id from cart where uuid = $1', [uuid]);
  if (!rows[0]) throw new Error(`no cart ${uuid}`);
  return rows[0].id;
}

/** A guest cart with `lines` and its id. */
export async function cartOf(api: TestApi, lines: unknown[]): Promise<{ uuid: string; cartId: number }> {
  const uuid = await guestCart(api, lines);
  return { uuid, cartId: await cartIdOf(api, uuid) };
}

/** quoteCart on the suite's database. */
export const quote = (api: TestApi, input: Partial<QuoteInput> & Pick<QuoteInput, 'shopId'>) => quoteCart(api.database.db, input as QuoteInput);

/** A cart line row written directly (any count, any status: what the cart endpoint would refuse). */
export async function rawLine(api: TestApi, cartId: number, item: Pick<TestItem, 'itemId' | 'skuId'>, count: number, bundleId = 0): Promise<void> {
  await api.database.query(
    'insert into cart_line (cart_id, item_id, sku_id, item_type, bundle_id, item_count) values ($1, $2, $3, $4, $5, $6)',
    [cartId, item.itemId, item.skuId, 'NORMAL', bundleId, count],
  );
}

export async function emptyCartId(api: TestApi): Promise<number> {
  const rows = await api.database.query<{ id: number }>('insert into cart (uuid) values ($1) returning id::int as id', [crypto.randomUUID()]);
  return rows[0]!.id;
}

export interface OrderFacts {
  accountId?: number;
  email: string;
  status: string;
  usedFirstDiscount?: boolean;
  couponCode?: string;
}

/** An order row as the orders module writes one (only what the promotion rules read matters). */
export async function insertOrder(api: TestApi, o: OrderFacts): Promise<number> {
  const no = `T${crypto.randomBytes(6).toString('hex')}`;
  const rows = await api.database.query<{ id: number }>(
    `insert into shop_order (order_no, owner_key, idempotency_key, account_id, access_key_hash, email, shop_id, currency, status,
       subtotal_cent, discount_cent, shipping_cent, tax_cent, total_cent, coupon_code, used_first_discount, shipping_method,
       shipping_address, payment_method, payment_due_at)
     values ($1, $2, $3, $4, 'x', $5, 2022, 'USD', $6, 1000, 0, 0, 0, 1000, $7, $8, 'STANDARD', '{}'::jsonb, 'stripe', now() + interval '1 hour')
     returning id::int as id`,
    [no, o.accountId ? `a:${o.accountId}` : `c:${no}`, no, o.accountId ?? null, o.email, o.status, o.couponCode ?? null, o.usedFirstDiscount ?? false],
  );
  const id = rows[0]!.id;
  if (o.couponCode) {
    await api.database.query('insert into coupon_use (order_id, code, account_id, email) values ($1, $2, $3, $4)', [id, o.couponCode, o.accountId ?? null, o.email]);
  }
  return id;
}

export async function addPoints(api: TestApi, accountId: number, points: number, status: 'AVAILABLE' | 'PENDING' = 'AVAILABLE'): Promise<void> {
  await api.database.query(`insert into member_points (account_id, points, status, kind, description) values ($1, $2, $3, 'TEST', 'test')`, [accountId, points, status]);
}

export async function pointsOf(api: TestApi, accountId: number): Promise<number> {
  const rows = await api.database.query<{ p: number }>(`select coalesce(sum(points), 0)::int as p from member_points where account_id = $1 and status = 'AVAILABLE'`, [accountId]);
  return rows[0]!.p;
}

/** A signed-in buyer whose account cart holds `lines` (cart endpoint with the token); its cart id. */
export async function buyerWithCart(api: TestApi, lines: unknown[], shopId: 2022 | 2023 = 2022): Promise<TestBuyer & { cartId: number; uuid: string }> {
  const buyer = await registerBuyer(api);
  const res = await api.post('/order/public/buyer/cart/v3', { body: { action: 'UPDATE', items: lines }, token: buyer.token, shopId });
  if (res.status !== 200) throw new Error(`cart: ${res.status} ${JSON.stringify(res.body)}`);
  const uuid = res.body.data.cartUUID as string;
  return { ...buyer, uuid, cartId: await cartIdOf(api, uuid) };
}

/** A bundle whose items are both ON_SHELVES in both markets with stock ≥ 20, and those items. */
export async function purchasableBundle(api: TestApi, offset = 0): Promise<{ bundleId: number; percent: number; items: TestItem[] }> {
  const rows = await api.database.query<{ id: number; percent: number; itemIds: number[] }>(
    `select b.id, b.discount_percent::int as percent, b.item_ids as "itemIds" from bundle b
     where not exists (select 1 from jsonb_array_elements(b.item_ids) e join item i on i.id = (e.value)::bigint
                       where not (i.us_status = 'ON_SHELVES' and i.ca_status = 'ON_SHELVES' and i.available_total >= 20))
     order by b.id limit 1 offset ${offset}`,
  );
  const b = rows[0];
  if (!b) throw new Error('no purchasable bundle in the dataset');
  const ids = b.itemIds.map(Number);
  const found = await items(api, `i.id in (${ids.join(', ')})`, ids.length);
  return { bundleId: b.id, percent: b.percent, items: found };
}

export const bundleLine = (item: TestItem, count: number, bundleId: number) => line(item, count, { bundleId });

/** The market prices of an item as the database holds them. */
export async function pricesOf(api: TestApi, itemId: number) {
  const rows = await api.database.query<{ usOriginal: number; usPrice: number; caOriginal: number; caPrice: number; partNumber: string }>(
    `select us_original_price as "usOriginal", us_discount_price as "usPrice", ca_original_price as "caOriginal", ca_discount_price as "caPrice",
            part_number as "partNumber" from item where id = $1`,
    [itemId],
  );
  return rows[0]!;
}
