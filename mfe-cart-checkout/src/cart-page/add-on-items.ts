import { BUYING_API, type ApiClient } from '@axlebay/shared-lib';

/** An add-on item of the promotion notice, as the cart page shows it. */
export interface AddOnItem {
  itemId: number;
  skuId: number;
  title: string;
  urlHandle?: string;
  mainImage?: string;
  priceCent: number;
  originalPriceCent?: number;
  currency?: string;
}

type Raw = Record<string, unknown>;
const isRecord = (v: unknown): v is Raw => typeof v === 'object' && v !== null;
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
/** A price as cents, or as `{ cent }` (spec §3 Price). */
const cents = (v: unknown) => num(v) ?? (isRecord(v) ? num(v.cent) : undefined);
const image = (v: unknown) => str(v) ?? (isRecord(v) ? str(v.url) : undefined);

/** One item of the answer; undefined when it lacks what a card and "Add" need. */
export function addOnItemOf(raw: unknown): AddOnItem | undefined {
  if (!isRecord(raw)) return undefined;
  const itemId = num(raw.itemId) ?? num(raw.id);
  const skuId = num(raw.skuId);
  const title = str(raw.title);
  const priceCent = cents(raw.priceCent) ?? cents(raw.discountPrice);
  if (itemId === undefined || skuId === undefined || !title || priceCent === undefined) return undefined;
  const originalPriceCent = cents(raw.originalPriceCent) ?? cents(raw.originalPrice);
  const urlHandle = str(raw.urlHandle);
  const mainImage = image(raw.mainImage);
  const currency = str(raw.currency);
  return {
    itemId,
    skuId,
    title,
    priceCent,
    ...(originalPriceCent !== undefined ? { originalPriceCent } : {}),
    ...(urlHandle ? { urlHandle } : {}),
    ...(mainImage ? { mainImage } : {}),
    ...(currency ? { currency } : {}),
  };
}

/** GET BUYING_API.discountNotice: the add-on items (`items` or `list`); none when it has none. */
export async function loadAddOnItems(api: ApiClient): Promise<AddOnItem[]> {
  const answer = await api.get<unknown>(BUYING_API.discountNotice);
  const list = isRecord(answer) ? (answer.items ?? answer.list) : answer;
  return Array.isArray(list) ? list.map(addOnItemOf).filter((item): item is AddOnItem => item !== undefined) : [];
}
