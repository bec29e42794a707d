import type { TestApi } from '../test-support/test-api';

/** Test-only helpers of the cart suites (not a *.test.ts file: jest does not run it). */

export const CART = '/order/public/buyer/cart/v3';
export const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export interface TestItem {
  itemId: number;
  skuId: number;
  title: string;
  urlHandle: string;
  availableTotal: number;
  usCent: number;
  caCent: number;
  usOriginalCent: number;
  caOriginalCent: number;
  partNumber: string;
  usStatus: string;
  caStatus: string;
  mainImage: string;
}

const ITEM_COLUMNS = `i.id::int as "itemId", i.sku_id::int as "skuId", i.title, i.url_handle as "urlHandle", i.available_total as "availableTotal",
  i.us_discount_price as "usCent", i.ca_discount_price as "caCent", i.us_original_price as "usOriginalCent",
  i.ca_original_price as "caOriginalCent", i.part_number as "partNumber", i.us_status as "usStatus", i.ca_status as "caStatus",
  c.item_images -> 0 ->> 'url' as "mainImage"`;

/** Items matching `where` (alias i), by id; `offset` picks different ones for different tests. */
export async function items(api: TestApi, where: string, count = 1, offset = 0): Promise<TestItem[]> {
  const rows = await api.database.query<TestItem>(
    `select ${ITEM_COLUMNS} from item i join item_content c on c.item_id = i.id where ${where} order by i.id limit ${count} offset ${offset}`,
  );
  if (rows.length < count) throw new Error(`only ${rows.length} items where ${where}`);
  return rows;
}

/** Items any market sells with plenty of stock (ON_SHELVES in both, stock ≥ 20). */
export const purchasable = (api: TestApi, count = 1, offset = 0) =>
  items(api, `i.us_status = 'ON_SHELVES' and i.ca_status = 'ON_SHELVES' and i.available_total >= 20`, count, offset);

export const line = (item: Pick<TestItem, 'itemId' | 'skuId'>, itemCount?: number, extra: Record<string, unknown> = {}) => ({
  itemId: item.itemId,
  skuId: item.skuId,
  ...(itemCount !== undefined ? { itemCount } : {}),
  ...extra,
});

export interface ChangeOptions {
  token?: string;
  shopId?: 2022 | 2023;
  method?: 'POST' | 'PUT';
  /** The browser's VISITOR_U_KEY; the suite's one browser unless a test plays another. */
  visitor?: string;
}

/** The visitor key of the suite's browser: the guest carts it makes are the ones its sign-ins merge. */
export const TEST_VISITOR = 'suite-browser-0001-visitor';

export function changeCart(api: TestApi, body: unknown, { token, shopId, method = 'POST', visitor = TEST_VISITOR }: ChangeOptions = {}) {
  return api.request(method, CART, { body, token, shopId, headers: { visitor_u_key: visitor } });
}

export function readCart(api: TestApi, cartUUID?: string, { token, shopId, visitor = TEST_VISITOR }: ChangeOptions = {}) {
  return api.get(CART, { query: { cartUUID }, token, shopId, headers: { visitor_u_key: visitor } });
}

/** A guest cart holding `lines` (UPDATE without cartUUID); its UUID. */
export async function guestCart(api: TestApi, lines: unknown[]): Promise<string> {
  const res = await changeCart(api, { action: 'UPDATE', items: lines });
  if (res.status !== 200 || !res.body.data.cartUUID) throw new Error(`guest cart: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.cartUUID;
}

export async function lineRows(api: TestApi, cartUUID: string) {
  return api.database.query<{ skuId: number; itemType: string; bundleId: number; itemCount: number }>(
    `select l.sku_id::int as "skuId", l.item_type as "itemType", l.bundle_id as "bundleId", l.item_count as "itemCount"
     from cart_line l join cart c on c.id = l.cart_id where c.uuid = $1 order by l.id`,
    [cartUUID],
  );
}

export const counts = (lines: { skuId: number; itemCount: number }[]) => Object.fromEntries(lines.map((l) => [l.skuId, l.itemCount]));
