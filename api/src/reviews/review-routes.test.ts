import { registerBuyer } from '../accounts/account-test-helpers';
import { startTestApi, type TestApi } from '../test-support/test-api';
import { buyerWithDelivered, DETAIL, ELIGIBILITY, goodReview, itemRating, LIST, paidOrder, reviewItems, reviewRows, WRITE } from './review-test-helpers';

const NOT_DELIVERED = 'You can review this part once an order of it has been delivered to you.';
const ALREADY = 'You have already reviewed this part. Each buyer can write one review per part.';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const urlHandleOf = async (itemId: number) =>
  (await api.database.query<{ h: string }>('select url_handle as h from item where id = $1', [itemId]))[0]!.h;

describe('GET /item/buyer/review/eligibility and POST /item/buyer/review', () => {
  it('refuses a buyer whose order of the part is not delivered, with a clear message and nothing written', async () => {
    const [item, other] = await reviewItems(api, 2, 0);
    const buyer = await registerBuyer(api);
    const before = await itemRating(api, item!.itemId);

    // No order at all.
    expect((await api.get(ELIGIBILITY, { token: buyer.token, query: { itemId: item!.itemId } })).body.data).toEqual({ itemId: item!.itemId, state: 'NOT_DELIVERED' });
    const none = await api.post(WRITE, { token: buyer.token, body: goodReview(item!.itemId) });
    expect(none.status).toBe(403);
    expect(none.body).toMatchObject({ success: false, httpCode: 403, message: NOT_DELIVERED });

    // Paid but not delivered yet; and a delivered order of another part does not count for this one.
    await paidOrder(api, buyer, [item!]);
    const paid = await api.post(WRITE, { token: buyer.token, body: goodReview(item!.itemId) });
    expect(paid.body).toMatchObject({ httpCode: 403, message: NOT_DELIVERED });
    const otherBuyer = await buyerWithDelivered(api, [other!]);
    expect((await api.post(WRITE, { token: otherBuyer.token, body: goodReview(item!.itemId) })).body.message).toBe(NOT_DELIVERED);

    expect(await reviewRows(api, item!.itemId, buyer.accountId)).toEqual([]);
    expect(await itemRating(api, item!.itemId)).toEqual(before);
  });

  it('takes the review of a delivered part and updates the rating and count of the item, its category and the list', async () => {
    const [item] = await reviewItems(api, 1, 2);
    const buyer = await buyerWithDelivered(api, [item!], { firstName: 'Dana', lastName: 'kowalski' });
    const before = await itemRating(api, item!.itemId);
    const seededSum = before.ratingValue * before.reviewCount;
    const urlHandle = await urlHandleOf(item!.itemId);
    const detailBefore = (await api.get(DETAIL, { query: { urlHandle } })).body.data;
    // Another part of the category, its page read (and kept) before the review: its category counts move too.
    const sibling = (
      await api.database.query<{ h: string }>(
        "select url_handle as h from item where category_id = $1 and id <> $2 and us_status = 'ON_SHELVES' order by id limit 1",
        [before.categoryId, item!.itemId],
      )
    )[0]!.h;
    const siblingBefore = (await api.get(DETAIL, { query: { urlHandle: sibling } })).body.data;

    expect((await api.get(ELIGIBILITY, { token: buyer.token, query: { itemId: item!.itemId } })).body.data).toEqual({ itemId: item!.itemId, state: 'ELIGIBLE' });
    const res = await api.post(WRITE, { token: buyer.token, body: goodReview(item!.itemId, { rating: 2, title: '  Needed a shim  ' }) });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.review).toMatchObject({ rating: 2, title: 'Needed a shim', author: 'Dana K.', verifiedPurchase: true, photos: [] });
    expect(data.review.body).toBe(goodReview(0).text);
    expect(data.reviewCount).toBe(before.reviewCount + 1);

    // The average over every review, not a running guess: the seeded ones plus this 2.
    const rows = await api.database.query<{ avg: number; n: number }>('select avg(rating)::float8 as avg, count(*)::int as n from review where item_id = $1', [item!.itemId]);
    const expected = Math.round(rows[0]!.avg * 10) / 10;
    expect(rows[0]!.n).toBe(before.reviewCount + 1);
    expect(data.ratingValue).toBe(expected);
    expect(Math.abs(expected - Math.round(((seededSum + 2) / (before.reviewCount + 1)) * 10) / 10)).toBeLessThanOrEqual(0.1);

    const detail = (await api.get(DETAIL, { query: { urlHandle } })).body.data;
    expect(detail.reviewInfo).toMatchObject({ reviewCount: before.reviewCount + 1, retingValue: expected });
    expect(detail.reviewCount).toBe(before.reviewCount + 1);
    expect(detail.reviewInfo.collectionReviewCount).toBe(detailBefore.reviewInfo.collectionReviewCount + 1);
    const siblingAfter = (await api.get(DETAIL, { query: { urlHandle: sibling } })).body.data;
    expect(siblingAfter.reviewInfo.collectionReviewCount).toBe(siblingBefore.reviewInfo.collectionReviewCount + 1);

    const list = (await api.get(LIST, { query: { itemId: item!.itemId, size: 5 } })).body.data;
    expect(list.total).toBe(before.reviewCount + 1);
    expect(list.ratingValue).toBe(expected);
    expect(list.list[0]).toMatchObject({ id: data.review.id, title: 'Needed a shim', verifiedPurchase: true });
    expect(list.distribution['2']).toBeGreaterThanOrEqual(1);
    // The seeded reviews are not a buyer's.
    expect(list.list.slice(1).every((r: { verifiedPurchase: boolean }) => r.verifiedPurchase === false)).toBe(true);
  });

  it('keeps one review per buyer and part: a second submit is refused and changes nothing', async () => {
    const [item] = await reviewItems(api, 1, 4);
    const buyer = await buyerWithDelivered(api, [item!]);
    const first = await api.post(WRITE, { token: buyer.token, body: goodReview(item!.itemId, { rating: 5 }) });
    expect(first.status).toBe(200);
    const after = await itemRating(api, item!.itemId);

    const second = await api.post(WRITE, { token: buyer.token, body: goodReview(item!.itemId, { rating: 1, title: 'Changed my mind' }) });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ success: false, httpCode: 409, message: ALREADY });
    // Even a second delivered order of the part does not make room for a second review.
    await paidOrder(api, buyer, [item!]);
    expect((await api.post(WRITE, { token: buyer.token, body: goodReview(item!.itemId) })).status).toBe(409);

    expect(await reviewRows(api, item!.itemId, buyer.accountId)).toEqual([expect.objectContaining({ rating: 5, title: goodReview(0).title })]);
    expect(await itemRating(api, item!.itemId)).toEqual(after);
    const eligibility = (await api.get(ELIGIBILITY, { token: buyer.token, query: { itemId: item!.itemId } })).body.data;
    expect(eligibility).toMatchObject({ itemId: item!.itemId, state: 'ALREADY_REVIEWED', review: { id: first.body.data.review.id, rating: 5 } });
  });

  it('stores HTML as the text the buyer typed and answers it as text', async () => {
    const [item] = await reviewItems(api, 1, 6);
    const buyer = await buyerWithDelivered(api, [item!]);
    const title = '<b>Bold</b> & "quoted"';
    const text = '<script>alert("x")</script> <img src=x onerror=alert(1)> &amp; fits\nsecond line';
    const res = await api.post(WRITE, { token: buyer.token, body: goodReview(item!.itemId, { title, text }) });
    expect(res.status).toBe(200);
    expect(res.body.data.review).toMatchObject({ title, body: text });
    expect(await reviewRows(api, item!.itemId, buyer.accountId)).toEqual([expect.objectContaining({ title, body: text })]);
    const listed = (await api.get(LIST, { query: { itemId: item!.itemId, size: 1 } })).body.data.list[0];
    expect(listed).toMatchObject({ title, body: text });
  });

  it('answers bad input with 400 and the field, never 500, and writes nothing', async () => {
    const [item] = await reviewItems(api, 1, 8);
    const buyer = await buyerWithDelivered(api, [item!]);
    const before = await itemRating(api, item!.itemId);
    const cases: [Record<string, unknown>, string, string?][] = [
      [goodReview(item!.itemId, { rating: 0 }), 'rating'],
      [goodReview(item!.itemId, { rating: 6 }), 'rating'],
      [goodReview(item!.itemId, { rating: 3.5 }), 'rating'],
      [goodReview(item!.itemId, { title: '   ' }), 'title', 'Please enter a title'],
      [goodReview(item!.itemId, { title: 'x'.repeat(101) }), 'title', 'The title must be at most 100 characters'],
      [goodReview(item!.itemId, { title: 'two\nlines' }), 'title', 'The title must be one line'],
      [goodReview(item!.itemId, { text: 'Too short' }), 'text', 'The review must be at least 10 characters'],
      [goodReview(item!.itemId, { text: 'y'.repeat(2001) }), 'text', 'The review must be at most 2000 characters'],
      [goodReview(item!.itemId, { text: 'Rings a bell\u0007 here' }), 'text'],
      [goodReview(item!.itemId, { text: 'Half a pair \uD800 of pads' }), 'text'],
      [goodReview(item!.itemId, { photoIds: ['not-an-id'] }), 'photoIds.0'],
      [goodReview(item!.itemId, { photoIds: Array.from({ length: 4 }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`) }), 'photoIds', 'A review can have at most 3 photos'],
      [{ itemId: item!.itemId, rating: 4, title: 'No text' }, 'text'],
      [goodReview('abc' as unknown as number), 'itemId'],
      [goodReview(-1), 'itemId'],
    ];
    for (const [body, field, message] of cases) {
      const res = await api.post(WRITE, { token: buyer.token, body });
      expect({ status: res.status, field: res.body.fieldErrors?.[0]?.field }).toEqual({ status: 400, field });
      if (message) expect(res.body.message).toBe(message);
    }
    const malformed = await api.post(WRITE, { token: buyer.token, rawBody: '{"itemId": 1, "rating": ' });
    expect(malformed.status).toBe(400);
    expect((await api.get(ELIGIBILITY, { token: buyer.token, query: { itemId: 'x' } })).status).toBe(400);
    // An unknown part is a 404, not a 500.
    expect((await api.post(WRITE, { token: buyer.token, body: goodReview(2_000_000_000) })).status).toBe(404);
    expect((await api.get(ELIGIBILITY, { token: buyer.token, query: { itemId: 2_000_000_000 } })).status).toBe(404);

    expect(await reviewRows(api, item!.itemId, buyer.accountId)).toEqual([]);
    expect(await itemRating(api, item!.itemId)).toEqual(before);
  });

  it('needs a signed-in buyer, and one buyer\'s delivery or review says nothing about another\'s', async () => {
    const [item] = await reviewItems(api, 1, 10);
    for (const res of [await api.post(WRITE, { body: goodReview(item!.itemId) }), await api.get(ELIGIBILITY, { query: { itemId: item!.itemId } })]) {
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Login is invalid. Please log in again');
    }
    const a = await buyerWithDelivered(api, [item!]);
    const b = await registerBuyer(api);
    expect((await api.post(WRITE, { token: a.token, body: goodReview(item!.itemId) })).status).toBe(200);
    // B sees neither A's order nor A's review as theirs; no body field can name another account.
    expect((await api.get(ELIGIBILITY, { token: b.token, query: { itemId: item!.itemId } })).body.data).toEqual({ itemId: item!.itemId, state: 'NOT_DELIVERED' });
    const asA = await api.post(WRITE, { token: b.token, body: goodReview(item!.itemId, { accountId: a.accountId, orderNo: a.orderNo }) });
    expect(asA.body).toMatchObject({ httpCode: 403, message: NOT_DELIVERED });
    expect(await reviewRows(api, item!.itemId, b.accountId)).toEqual([]);
  });

  it('counts every one of several reviews of one part sent at the same moment', async () => {
    const [item] = await reviewItems(api, 1, 12);
    const buyers = [];
    for (let i = 0; i < 8; i++) buyers.push(await buyerWithDelivered(api, [item!]));
    const before = await itemRating(api, item!.itemId);
    const ratings = [5, 1, 4, 2, 3, 5, 1, 4];
    const answers = await Promise.all(buyers.map((b, i) => api.post(WRITE, { token: b.token, body: goodReview(item!.itemId, { rating: ratings[i] }) })));
    expect(answers.map((r) => r.status)).toEqual(ratings.map(() => 200));
    const after = await itemRating(api, item!.itemId);
    expect(after.reviewCount).toBe(before.reviewCount + ratings.length);
    const [{ avg }] = (await api.database.query<{ avg: number }>('select avg(rating)::float8 as avg from review where item_id = $1', [item!.itemId])) as [{ avg: number }];
    expect(after.ratingValue).toBeCloseTo(Math.round(avg * 10) / 10, 5);
    // The last answer to commit saw all four.
    expect(Math.max(...answers.map((r) => r.body.data.reviewCount))).toBe(before.reviewCount + ratings.length);
  });
});
