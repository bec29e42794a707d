import type { Executor } from '../accounts/executor';
import type { ShopId } from '../catalog/shop-prices';
import { badRequest, type FieldError } from '../http/envelope';
import { bundleMembers, cartItemFacts } from './cart-catalog';
import {
  COUNT_MESSAGE,
  DEFAULT_ITEM_TYPE,
  ITEM_TYPE_MESSAGE,
  ITEM_TYPE_PATTERN,
  MAX_COUNT,
  MIN_COUNT,
  NO_BUNDLE,
  NONEXISTENT_STATUSES,
  notPurchasableMessage,
  PURCHASABLE_STATUS,
  underStockMessage,
  type CartErrorCode,
} from './cart-rules';
import type { CartChangeBody, CarModelInput } from './cart-schemas';
import { lineKeyText, type LineKey, type LineWrite } from './cart-store';
import type { CarModel } from './cart-view';

/** A requested line, checked for shape: key normalised, count and item present for UPDATE. */
export interface RequestedLine extends LineKey {
  /** Position in `items` (fieldErrors name it: items.3.itemCount). */
  index: number;
  itemId: number | undefined;
  itemCount: number | undefined;
  /** The count the caller's page showed (UPDATE): itemCount is then applied as a difference. */
  previousCount: number | undefined;
  carModel: CarModel | null | undefined;
}

/** A line the change did not apply as asked (the rest of the change is applied). */
export interface CartLineError {
  itemId: number | null;
  skuId: number;
  itemType: string;
  bundleId: number | null;
  code: CartErrorCode;
  message: string;
  available?: number;
}

function throwIfAny(errors: FieldError[]): void {
  const first = errors[0];
  if (first) throw badRequest(`${first.field} ${first.message}`, errors);
}

function carModelOf(input: CarModelInput | null | undefined): CarModel | null | undefined {
  if (input === undefined || input === null) return input;
  const out: CarModel = { make: input.make.trim(), model: input.model.trim(), year: input.year.trim() };
  for (const key of ['makeId', 'modelId', 'yearId'] as const) {
    const value = input[key]?.trim();
    if (value) out[key] = value;
  }
  return out;
}

/**
 * The body's lines, checked beyond the schema: an UPDATE needs itemId and a whole itemCount 1–999;
 * the item type is upper-case words (default NORMAL); a line key may appear once. 400 with every
 * problem in fieldErrors.
 */
export function requestedLines(body: CartChangeBody): RequestedLine[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const lines = body.items.map((item, index): RequestedLine => {
    const at = (field: string) => `items.${index}.${field}`;
    const itemType = (item.itemType ?? '').trim().toUpperCase() || DEFAULT_ITEM_TYPE;
    if (!ITEM_TYPE_PATTERN.test(itemType)) errors.push({ field: at('itemType'), message: ITEM_TYPE_MESSAGE });
    if (body.action === 'UPDATE') {
      if (item.itemId === undefined) errors.push({ field: at('itemId'), message: 'is required' });
      if (item.itemCount === undefined) errors.push({ field: at('itemCount'), message: 'is required' });
      else if (!Number.isInteger(item.itemCount) || item.itemCount < MIN_COUNT || item.itemCount > MAX_COUNT) {
        errors.push({ field: at('itemCount'), message: COUNT_MESSAGE });
      }
    }
    const line = {
      index,
      itemId: item.itemId,
      skuId: item.skuId,
      itemType,
      bundleId: item.bundleId ?? NO_BUNDLE,
      itemCount: item.itemCount,
      previousCount: item.previousCount,
      carModel: carModelOf(item.carModel),
    };
    const key = lineKeyText(line);
    if (seen.has(key)) errors.push({ field: at('skuId'), message: 'names a line already in this request (same skuId, itemType and bundleId)' });
    seen.add(key);
    return line;
  });
  throwIfAny(errors);
  return lines;
}

/**
 * Lines that carry `previousCount` get their count rebased on the cart as it is now (the cart row is
 * locked, so changes queue): now + (itemCount − previousCount), kept within 1–999. Without it a
 * page's absolute count would overwrite what another tab added meanwhile.
 */
export function rebaseCounts(lines: readonly RequestedLine[], countNow: (line: LineKey) => number): RequestedLine[] {
  return lines.map((line) => {
    if (line.previousCount === undefined || line.itemCount === undefined) return line;
    const rebased = countNow(line) + (line.itemCount - line.previousCount);
    return { ...line, itemCount: Math.min(MAX_COUNT, Math.max(MIN_COUNT, rebased)) };
  });
}

/**
 * What an UPDATE writes, checked against the catalog in this market. An item that does not exist for
 * the storefront (unknown, DRAFT or DELETED here), a SKU of another item or a bundle without the item
 * → 400 (nothing is written). An item that is not purchasable here (any status but ON_SHELVES, or no
 * stock) is left as it is, with a NOT_PURCHASABLE error; a count above the stock is capped at the
 * stock, with an UNDER_STOCK error telling how many are available.
 */
export async function planUpdate(tx: Executor, lines: readonly RequestedLine[], shopId: ShopId): Promise<{ writes: LineWrite[]; errors: CartLineError[] }> {
  const items = await cartItemFacts(tx, [...new Set(lines.map((l) => l.itemId!))], shopId);
  const bundles = await bundleMembers(tx, [...new Set(lines.map((l) => l.bundleId).filter((b) => b !== NO_BUNDLE))]);
  const problems: FieldError[] = [];
  for (const line of lines) {
    const at = (field: string) => `items.${line.index}.${field}`;
    const item = items.get(line.itemId!);
    if (!item || NONEXISTENT_STATUSES.includes(item.status)) {
      problems.push({ field: at('itemId'), message: `No product with id ${line.itemId}` });
      continue;
    }
    if (item.skuId !== line.skuId) problems.push({ field: at('skuId'), message: `${line.skuId} is not a SKU of item ${line.itemId}` });
    if (line.bundleId !== NO_BUNDLE) {
      const members = bundles.get(line.bundleId);
      if (!members) problems.push({ field: at('bundleId'), message: `No bundle with id ${line.bundleId}` });
      else if (!members.includes(item.id)) problems.push({ field: at('bundleId'), message: `Item ${item.id} is not part of bundle ${line.bundleId}` });
    }
  }
  throwIfAny(problems);

  const writes: LineWrite[] = [];
  const errors: CartLineError[] = [];
  for (const line of lines) {
    const item = items.get(line.itemId!)!;
    const report = (code: CartErrorCode, message: string, available?: number) =>
      errors.push({
        itemId: item.id,
        skuId: line.skuId,
        itemType: line.itemType,
        bundleId: line.bundleId === NO_BUNDLE ? null : line.bundleId,
        code,
        message,
        ...(available !== undefined ? { available } : {}),
      });
    if (item.status !== PURCHASABLE_STATUS) {
      report('NOT_PURCHASABLE', notPurchasableMessage(item.status));
      continue;
    }
    if (item.availableTotal < MIN_COUNT) {
      report('NOT_PURCHASABLE', notPurchasableMessage('SOLD_OUT'));
      continue;
    }
    let itemCount = line.itemCount!;
    if (itemCount > item.availableTotal) {
      itemCount = item.availableTotal;
      report('UNDER_STOCK', underStockMessage(itemCount), itemCount);
    }
    writes.push({ itemId: item.id, skuId: line.skuId, itemType: line.itemType, bundleId: line.bundleId, itemCount, carModel: line.carModel });
  }
  return { writes, errors };
}
