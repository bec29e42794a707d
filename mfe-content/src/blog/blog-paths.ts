/** The blog's routes (spec §2 Blogs), in one place. */
export const BLOG_HOME = '/blogs';
export const articlePath = (id: string) => `/blogs/${id}`;
export const listPath = (page: number) => (page <= 1 ? '/blogs/list' : `/blogs/list/${page}`);
export const categoryPath = (handle: string, page = 1) => `/blogs/categories/${handle}${page > 1 ? `?page=${page}` : ''}`;
export const topicPath = (handle: string, page = 1) => `/blogs/topic/${handle}${page > 1 ? `?page=${page}` : ''}`;

/** What an article id or a handle looks like (the API's rule): lowercase words joined by hyphens. */
export const isHandle = (value: string | undefined): value is string => typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && value.length <= 100;

/**
 * A page number from the URL: none is page 1; anything but a plain number from 1 is no page at all
 * (undefined → the 404 page).
 */
export function pageNumber(text: string | undefined): number | undefined {
  if (text === undefined || text === '') return 1;
  return /^[1-9]\d{0,3}$/.test(text) ? Number(text) : undefined;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2025-03-11" → "March 11, 2025": the same text on the server and in every browser (no time zone, no locale). */
export function dateText(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!m) return isoDate;
  return `${MONTHS[Number(m[2]) - 1]} ${Number(m[3])}, ${m[1]}`;
}
