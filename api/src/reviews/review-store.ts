import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../accounts/executor';
import type { AccountRow } from '../accounts/account-store';
import { LISTED_STATUSES } from '../catalog/generate/statuses';
import { ratingsChanged } from '../catalog/items/item-changes';

/** A review as the lists show it (shared-lib `ReviewView`). */
export interface ReviewView {
  id: number;
  rating: number;
  title: string;
  body: string;
  author: string;
  createdAt: string;
  verifiedPurchase: boolean;
  photos: { id: string; url: string }[];
}

export async function rowsOf<T>(executor: Executor, query: SQL): Promise<T[]> {
  return ((await executor.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The public address of a review photo. */
export const reviewPhotoPath = (id: string) => `/item/public/buyer/review/photo/${id}`;

/** The columns of `ReviewView` for a review aliased `r` (photos as ids, oldest first). */
export const REVIEW_VIEW_COLUMNS = `r.id::int as id, r.rating::int as rating, r.title, r.body, r.author, r.created_at as "createdAt",
  (r.account_id is not null) as "verifiedPurchase",
  coalesce((select json_agg(p.id::text order by p.created_at, p.id) from review_photo p where p.review_id = r.id), '[]'::json) as "photoIds"`;

export type ReviewViewRow = Omit<ReviewView, 'photos' | 'createdAt'> & { createdAt: Date | string; photoIds: string[] };

export function reviewView(row: ReviewViewRow, publicUrl: string): ReviewView {
  const { photoIds, ...rest } = row;
  return { ...rest, createdAt: new Date(row.createdAt).toISOString(), photos: photoIds.map((id) => ({ id, url: `${publicUrl}${reviewPhotoPath(id)}` })) };
}

/** The buyer's review of the item, if they wrote one. */
export async function findBuyerReview(executor: Executor, itemId: number, accountId: number): Promise<ReviewViewRow | undefined> {
  const rows = await rowsOf<ReviewViewRow>(executor, sql`select ${sql.raw(REVIEW_VIEW_COLUMNS)} from review r where r.item_id = ${itemId} and r.account_id = ${accountId}`);
  return rows[0];
}

/** The buyer's most recently delivered order holding the item ("received": state DELIVERED). */
export async function deliveredOrderWith(executor: Executor, itemId: number, accountId: number): Promise<{ orderId: number } | undefined> {
  const rows = await rowsOf<{ orderId: number }>(
    executor,
    sql`select o.id::int as "orderId" from shop_order o
        where o.account_id = ${accountId} and o.status = 'DELIVERED'
          and exists (select 1 from order_line l where l.order_id = o.id and l.item_id = ${itemId})
        order by o.delivered_at desc nulls last, o.id desc limit 1`,
  );
  return rows[0];
}

/**
 * The name a review is signed with: the buyer's nickname, else first name and last initial
 * ("Dana K."), else "Verified buyer". Never the email address.
 */
export function reviewAuthor(account: Pick<AccountRow, 'nickname' | 'firstName' | 'lastName'>): string {
  const nickname = account.nickname.trim();
  if (nickname) return nickname;
  const first = account.firstName.trim();
  const last = account.lastName.trim();
  if (first) return last ? `${first} ${[...last][0]!.toUpperCase()}.` : first;
  return 'Verified buyer';
}

/**
 * The item's rating and count from its reviews, then those of its category and department (spec §3
 * reviewInfo collectionReviewCount / collectionRatingValue: the listed items' reviews, as the dataset
 * computed them). The caller holds the item's row lock, and the category rows are locked here (in id
 * order) before they are recomputed: each statement after a lock sees every review committed before
 * it, so concurrent reviews of one item, or of items of one category, all count.
 */
export async function refreshRatings(tx: Executor, itemId: number, categoryId: number): Promise<{ ratingValue: number; reviewCount: number }> {
  ratingsChanged();
  const [item] = await rowsOf<{ ratingValue: number; reviewCount: number }>(
    tx,
    sql`update item i set review_count = s.n, rating_value = s.v
        from (select count(*)::int as n, coalesce(round(avg(rating)::numeric, 1), 0)::real as v from review where item_id = ${itemId}) s
        where i.id = ${itemId}
        returning i.rating_value::float8 as "ratingValue", i.review_count::int as "reviewCount"`,
  );
  const categories = await rowsOf<{ id: number }>(
    tx,
    sql`select id from category where id = ${categoryId} or id = (select parent_id from category where id = ${categoryId}) order by id for update`,
  );
  const listed = sql.join(LISTED_STATUSES.map((s) => sql`${s}`), sql`, `);
  for (const { id } of categories) {
    await tx.execute(sql`
      update category c set review_count = s.n, rating_value = s.v
      from (
        select coalesce(sum(i.review_count), 0)::int as n,
               coalesce(round((sum(i.rating_value * i.review_count) / nullif(sum(i.review_count), 0))::numeric, 1), 0)::real as v
        from item i join category leaf on leaf.id = i.category_id
        where (leaf.id = ${id} or leaf.parent_id = ${id}) and (i.us_status in (${listed}) or i.ca_status in (${listed}))
      ) s
      where c.id = ${id}`);
  }
  return { ratingValue: Math.round(Number(item!.ratingValue) * 10) / 10, reviewCount: item!.reviewCount };
}
