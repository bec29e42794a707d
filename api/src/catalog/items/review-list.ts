import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { REVIEW_VIEW_COLUMNS, reviewView, rowsOf, type ReviewViewRow } from '../../reviews/review-store';

/** An item's reviews, newest first, with the rating distribution (1–5 stars). */
export async function reviewList(database: Database, itemId: number, page: number, size: number, publicUrl: string) {
  const [list, stats] = await Promise.all([
    rowsOf<ReviewViewRow>(
      database.db,
      sql`select ${sql.raw(REVIEW_VIEW_COLUMNS)} from review r where r.item_id = ${itemId} order by r.created_at desc, r.id desc limit ${size} offset ${(page - 1) * size}`,
    ),
    database.query<{ rating: number; n: number }>('select rating::int as rating, count(*)::int as n from review where item_id = $1 group by rating', [itemId]),
  ]);
  const distribution: Record<string, number> = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  let total = 0;
  let sum = 0;
  for (const { rating, n } of stats) {
    distribution[String(rating)] = n;
    total += n;
    sum += rating * n;
  }
  return {
    list: list.map((row) => reviewView(row, publicUrl)),
    total,
    page,
    size,
    ratingValue: total ? Math.round((sum / total) * 10) / 10 : 0,
    distribution,
  };
}
