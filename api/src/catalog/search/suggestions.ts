import { marketColumns, type ShopId } from '../shop-prices';
import { LISTED_STATUSES } from '../generate/statuses';
import type { MediaEntry } from '../generate/images';
import type { SearchDeps } from './filter-search';

export interface Suggestion {
  type: 'KEYWORD' | 'CATEGORY' | 'BRAND' | 'ITEM';
  text: string;
  id?: number;
  urlHandle?: string;
  imageUrl?: string;
}

export const MAX_SUGGESTIONS = 10;
const LISTED = LISTED_STATUSES.map((s) => `'${s}'`).join(', ');

/**
 * Top search box: completed keywords (word list, by frequency), matching categories and brands, then
 * best-selling listed items whose title words start with what was typed. At most 10.
 */
export async function suggest(deps: SearchDeps, keyword: string, shopId: ShopId): Promise<Suggestion[]> {
  const text = keyword.trim().toLowerCase();
  const words = text.split(/[^a-z0-9]+/).filter(Boolean);
  if (words.length === 0) return [];
  const last = words[words.length - 1]!;
  const head = words.slice(0, -1).join(' ');

  const completions = (await deps.lookups.searchWords()).byFrequency.filter((word) => word.startsWith(last)).slice(0, 4);
  const keywords: Suggestion[] = completions.map((word) => ({ type: 'KEYWORD', text: head ? `${head} ${word}` : word }));

  const [categories, brands] = await Promise.all([deps.lookups.categories(), deps.lookups.brands()]);
  const contains = (name: string) => name.toLowerCase().includes(text);
  const categoryHits: Suggestion[] = [...categories.byId.values()]
    .filter((c) => contains(c.name))
    .slice(0, 3)
    .map((c) => ({ type: 'CATEGORY', text: c.name, id: c.id, urlHandle: c.urlHandle }));
  const brandHits: Suggestion[] = [...brands.values()]
    .filter((b) => contains(b.name))
    .slice(0, 2)
    .map((b) => ({ type: 'BRAND', text: b.name, id: b.id, urlHandle: b.urlHandle }));

  const room = Math.max(3, MAX_SUGGESTIONS - keywords.length - categoryHits.length - brandHits.length);
  // Words are [a-z0-9]+ only, so the prefix query cannot carry tsquery syntax; `:*A` = prefix, in the title.
  const prefixQuery = words.map((w) => `${w}:*A`).join(' & ');
  const items = await deps.database.query<{ id: number; title: string; urlHandle: string; image: MediaEntry | null }>(
    `select i.id::int as id, i.title, i.url_handle as "urlHandle", (select c.item_images -> 0 from item_content c where c.item_id = i.id) as image
     from item i
     where i.search @@ to_tsquery('english', $1) and i.${marketColumns(shopId).status} in (${LISTED})
     order by i.sales desc, i.id limit $2`,
    [prefixQuery, room],
  );
  const itemHits: Suggestion[] = items.map((i) => ({ type: 'ITEM', text: i.title, id: i.id, urlHandle: i.urlHandle, imageUrl: i.image?.url }));
  return [...keywords, ...categoryHits, ...brandHits, ...itemHits].slice(0, MAX_SUGGESTIONS);
}
