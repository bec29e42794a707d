import { sql } from 'drizzle-orm';
import type { Executor } from '../accounts/executor';
import type { Database } from '../db/client';

/** Every generated image link has this path under the API's public URL (catalog/http/image-routes.ts). */
const IMAGE_PATH = '/item/public/image/';

/**
 * Image links are stored absolute, under the API's public URL of the day the dataset was built:
 * category pictures, brand logos, item images and the main image kept on order lines. An API
 * started at another address on the same data (another port, a new host name) moves them to its
 * own in one transaction, so no page shows broken pictures or asks an origin its
 * Content-Security-Policy does not allow. Returns the origin they were moved from, if they were.
 */
export async function rebaseImageUrls(database: Database, publicUrl: string): Promise<string | undefined> {
  const to = publicUrl.replace(/\/$/, '');
  const sample = await database.query<{ url: string }>(`select image_url as url from category where position($1 in image_url) > 0 limit 1`, [IMAGE_PATH]);
  const from = sample[0]?.url.split(IMAGE_PATH)[0];
  if (from === undefined || from === to) return undefined;
  if (/["\\]/.test(from + to)) throw new Error(`rebaseImageUrls: not an origin: ${from} → ${to}`);
  await database.db.transaction((tx) => moveImageLinks(tx, from, to));
  return from;
}

/** The four rewrites, inside the caller's transaction: links under `from` now point under `to`. */
export async function moveImageLinks(tx: Executor, from: string, to: string): Promise<void> {
  const old = `${from}${IMAGE_PATH}`;
  const now = `${to}${IMAGE_PATH}`;
  await tx.execute(sql`update category set image_url = replace(image_url, ${old}, ${now}) where position(${old} in image_url) = 1`);
  await tx.execute(sql`update brand set logo_url = replace(logo_url, ${old}, ${now}) where position(${old} in logo_url) = 1`);
  // The JSON text of a URL is the URL itself (no quote or backslash in an origin).
  await tx.execute(sql`update item_content set item_images = replace(item_images::text, ${old}, ${now})::jsonb where position(${old} in item_images::text) > 0`);
  await tx.execute(sql`update order_line set main_image = replace(main_image, ${old}, ${now}) where position(${old} in main_image) = 1`);
}
