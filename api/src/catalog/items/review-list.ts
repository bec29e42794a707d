import type { Database } from '../../db/client';

export interface ReviewRow {
  id: number;
  rating: number;
  title: string;
  body: string;
  author: string;
  createdAt: string;
}

/** An item's reviews, newest first, with the rating distribution (1–5 stars). */
export async function reviewList(database: Database, itemId: number, page: number, size: number) {
  const [list, stats] = await Promise.all([
    database.query<ReviewRow & { createdAt: Date | string }>(
      `select id::int as id, rating::int as rating, title, body, author, created_at as "createdAt"
       from review where item_id = $1 order by created_at desc, id desc limit $2 offset $3`,
      [itemId, size, (page - 1) * size],
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
    list: list.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() })),
    total,
    page,
    size,
    ratingValue: total ? Math.round((sum / total) * 10) / 10 : 0,
    distribution,
  };
}
