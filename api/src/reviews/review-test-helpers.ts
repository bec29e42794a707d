import { registerBuyer, type TestBuyer } from '../accounts/account-test-helpers';
import { cardToken, orderBody, orderItems, place, signedInCart } from '../orders/order-test-helpers';
import { recordFulfilment } from '../orders/fulfilment';
import { line, type TestItem } from '../cart/cart-test-helpers';
import type { TestApi } from '../test-support/test-api';

/** Test-only helpers of the review suites (not a *.test.ts file: jest does not run it). */

export const WRITE = '/item/buyer/review';
export const ELIGIBILITY = '/item/buyer/review/eligibility';
export const PHOTO = '/item/buyer/review/photo';
export const LIST = '/item/public/buyer/item/review/list';
export const DETAIL = '/item/public/buyer/item/detail';

/** Items of the review suites (offset past the other suites' picks: on PostgreSQL every file shares one database). */
export const reviewItems = (api: TestApi, count: number, offset: number): Promise<TestItem[]> => orderItems(api, count, 400 + offset);

/** A buyer's paid card order of `items` (one of each); its number. */
export async function paidOrder(api: TestApi, buyer: TestBuyer, items: TestItem[]): Promise<string> {
  await signedInCart(api, buyer.token, items.map((i) => line(i, 1)));
  const res = await place(api, orderBody(undefined, { method: 'stripe', token: await cardToken(api) }), { token: buyer.token });
  if (res.status !== 200 || res.body.data.order.status !== 'PAID') throw new Error(`place: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.order.orderNo;
}

/** A new buyer whose paid order of `items` has been delivered (the carrier's report, as the fulfilment feed records it). */
export async function buyerWithDelivered(api: TestApi, items: TestItem[], profile: Record<string, unknown> = {}): Promise<TestBuyer & { orderNo: string }> {
  const buyer = await registerBuyer(api, profile);
  const orderNo = await paidOrder(api, buyer, items);
  const outcome = await recordFulfilment(api.database, orderNo, 'DELIVERED');
  if (outcome.result !== 'moved') throw new Error(`delivery of ${orderNo}: ${JSON.stringify(outcome)}`);
  return { ...buyer, orderNo };
}

export const goodReview = (itemId: number, extra: Record<string, unknown> = {}) => ({
  itemId,
  rating: 4,
  title: 'Solid fit on my truck',
  text: 'Bolted right up in about an hour. The finish matches the factory part.',
  ...extra,
});

export async function itemRating(api: TestApi, itemId: number) {
  const rows = await api.database.query<{ reviewCount: number; ratingValue: number; categoryId: number }>(
    'select review_count::int as "reviewCount", rating_value::float8 as "ratingValue", category_id as "categoryId" from item where id = $1',
    [itemId],
  );
  return rows[0]!;
}

export async function reviewRows(api: TestApi, itemId: number, accountId: number) {
  return api.database.query<{ id: number; title: string; body: string; rating: number }>(
    'select id::int as id, title, body, rating::int as rating from review where item_id = $1 and account_id = $2',
    [itemId, accountId],
  );
}
