import { sql } from 'drizzle-orm';
import type { AccountRow } from '../accounts/account-store';
import type { Executor } from '../accounts/executor';
import type { Database } from '../db/client';
import { ApiHttpError, badRequest } from '../http/envelope';
import type { ReviewInput } from './review-rules';
import { deliveredOrderWith, findBuyerReview, refreshRatings, reviewAuthor, reviewView, rowsOf, type ReviewView } from './review-store';

/** The API's refusals (shared-lib `REVIEW_MESSAGES` holds the same sentences). */
export const REVIEW_MESSAGES = {
  notDelivered: 'You can review this part once an order of it has been delivered to you.',
  alreadyReviewed: 'You have already reviewed this part. Each buyer can write one review per part.',
  photoMissing: 'A photo of this review could not be found. Please upload it again.',
} as const;

export type EligibilityState = 'ELIGIBLE' | 'NOT_DELIVERED' | 'ALREADY_REVIEWED';

/** Whether the buyer may review the item now, and their review when they wrote one. */
export async function reviewEligibility(database: Database, account: AccountRow, itemId: number, publicUrl: string): Promise<{ itemId: number; state: EligibilityState; review?: ReviewView }> {
  const existing = await findBuyerReview(database.db, itemId, account.id);
  if (existing) return { itemId, state: 'ALREADY_REVIEWED', review: reviewView(existing, publicUrl) };
  const order = await deliveredOrderWith(database.db, itemId, account.id);
  return { itemId, state: order ? 'ELIGIBLE' : 'NOT_DELIVERED' };
}

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};

/** Attaches the buyer's uploaded photos that no review holds yet; all of them, or a 400. */
async function attachPhotos(tx: Executor, reviewId: number, accountId: number, photoIds: string[]) {
  if (photoIds.length === 0) return;
  const ids = sql.join(photoIds.map((id) => sql`${id}::uuid`), sql`, `);
  const attached = await rowsOf<{ id: string }>(
    tx,
    sql`update review_photo set review_id = ${reviewId} where id in (${ids}) and account_id = ${accountId} and review_id is null returning id`,
  );
  if (attached.length !== photoIds.length) throw badRequest(REVIEW_MESSAGES.photoMissing, [{ field: 'photoIds', message: REVIEW_MESSAGES.photoMissing }]);
}

/**
 * One transaction: the item's row lock (every review of one item waits its turn, so the count and
 * average are recomputed over all of them), one review per buyer and item, a delivered order of it,
 * the review, its photos, then the item's and its categories' rating and count. Any refusal leaves
 * nothing written.
 */
export async function writeReview(database: Database, account: AccountRow, input: ReviewInput, categoryId: number, publicUrl: string) {
  try {
    return await database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from item where id = ${input.itemId} for update`);
      if (await findBuyerReview(tx, input.itemId, account.id)) throw new ApiHttpError(409, REVIEW_MESSAGES.alreadyReviewed);
      const order = await deliveredOrderWith(tx, input.itemId, account.id);
      if (!order) throw new ApiHttpError(403, REVIEW_MESSAGES.notDelivered);
      const [row] = await rowsOf<{ id: number }>(
        tx,
        sql`insert into review (id, item_id, rating, title, body, author, created_at, account_id, order_id)
            values (nextval('review_id_seq'), ${input.itemId}, ${input.rating}, ${input.title}, ${input.text}, ${reviewAuthor(account)}, now(), ${account.id}, ${order.orderId})
            returning id::int as id`,
      );
      await attachPhotos(tx, row!.id, account.id, input.photoIds);
      const ratings = await refreshRatings(tx, input.itemId, categoryId);
      const review = await findBuyerReview(tx, input.itemId, account.id);
      return { review: reviewView(review!, publicUrl), itemId: input.itemId, ...ratings };
    });
  } catch (error) {
    // Two submits of one buyer at the same moment: the index keeps one, the other is told why.
    if (isUniqueViolation(error)) throw new ApiHttpError(409, REVIEW_MESSAGES.alreadyReviewed);
    throw error;
  }
}
