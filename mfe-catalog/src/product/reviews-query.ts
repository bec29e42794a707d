/** Reviews per page on `/reviews`. */
export const REVIEWS_PAGE_SIZE = 10;
/** The API pages up to 1000. */
const MAX_PAGE = 1000;

export interface ReviewsQuery {
  itemId?: number;
  urlHandle?: string;
  page: number;
}

const positive = (value: string | undefined, max: number): number | undefined => {
  if (!value || !/^\d{1,10}$/.test(value.trim())) return undefined;
  const n = Number(value.trim());
  return n >= 1 && n <= max ? n : undefined;
};

/** `/reviews?itemId=&urlHandle=&page=` → what to show; anything unreadable is left out (page 1). */
export function parseReviewsQuery(query: Record<string, string | undefined>): ReviewsQuery {
  const itemId = positive(query.itemId, 2_147_483_647);
  const urlHandle = query.urlHandle?.trim() || undefined;
  return { ...(itemId ? { itemId } : {}), ...(urlHandle ? { urlHandle } : {}), page: positive(query.page, MAX_PAGE) ?? 1 };
}

/** The `/reviews` link of an item: `/reviews?itemId=` (+ its handle, so the page can name it, + page after 1). */
export function reviewsHref(q: { itemId?: number; urlHandle?: string; page?: number }): string {
  const params = new URLSearchParams();
  if (q.itemId) params.set('itemId', String(q.itemId));
  if (q.urlHandle) params.set('urlHandle', q.urlHandle);
  if (q.page && q.page > 1) params.set('page', String(q.page));
  const text = params.toString();
  return text ? `/reviews?${text}` : '/reviews';
}

/** Number of pages for `total` reviews (at least 1). */
export const pageCount = (total: number, size = REVIEWS_PAGE_SIZE) => Math.max(1, Math.ceil(Math.max(0, total) / size));
