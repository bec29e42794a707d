import { numericCode, type CartLine, type CurrentVehicle } from '@axlebay/shared-lib';

/** Spec §7 Cart: GET (`?cartUUID=`) reads a cart, POST changes it (action UPDATE or DELETE). */
export const CART_API = '/order/public/buyer/cart/v3';

export const DEFAULT_ITEM_TYPE = 'NORMAL';

export type CartLineKey = Pick<CartLine, 'skuId' | 'itemType' | 'bundleId'>;
type LooseKey = { skuId: number; itemType?: string | null; bundleId?: number | null };

/** Spec §3: a cart line is identified by sku id + item type (default NORMAL) + bundle id. */
export function lineKey(line: LooseKey): string {
  return `${line.skuId}|${line.itemType || DEFAULT_ITEM_TYPE}|${line.bundleId ?? ''}`;
}

export const sameLine = (a: LooseKey, b: LooseKey) => lineKey(a) === lineKey(b);

/** The vehicle a part was chosen for, as the cart stores it: names plus attribute value ids. */
export type CarModel = NonNullable<CartLine['carModel']>;

export function carModelOf(vehicle: CurrentVehicle): CarModel {
  return {
    year: vehicle.yearName,
    make: vehicle.makeName,
    model: vehicle.modelName,
    yearId: vehicle.year,
    makeId: vehicle.make,
    modelId: vehicle.model,
  };
}

export interface CartItemBody {
  itemId: number;
  skuId: number;
  itemType?: string;
  bundleId?: number;
  /** UPDATE: the line's new ABSOLUTE count. */
  itemCount?: number;
  /** UPDATE: the count this page knew; the API applies itemCount − previousCount to the line as it is now. */
  previousCount?: number;
  carModel?: CarModel;
}

export interface CartChangeBody {
  action: 'UPDATE' | 'DELETE';
  cartUUID?: string;
  items: CartItemBody[];
}

export interface CartItemError {
  itemId: number;
  skuId: number;
  itemType?: string;
  bundleId?: number | null;
  /** UNDER_STOCK (the line was capped at `available`), NOT_PURCHASABLE, … */
  code: string;
  message: string;
  available?: number;
}

/** GET answers `{ cartUUID, items }`; POST adds `errors` (and may leave `items` out: then refetch). */
export interface CartReply {
  cartUUID?: string | null;
  items?: CartLine[] | null;
  errors?: CartItemError[] | null;
}

/** The body item for a line (`bundleId` only when there is one). */
export function itemBody(line: { itemId: number } & LooseKey, extra: Pick<CartItemBody, 'itemCount' | 'previousCount' | 'carModel'> = {}): CartItemBody {
  return {
    itemId: line.itemId,
    skuId: line.skuId,
    itemType: line.itemType || DEFAULT_ITEM_TYPE,
    ...(line.bundleId != null ? { bundleId: line.bundleId } : {}),
    ...extra,
  };
}

/** Lines as the store keeps them: item type defaulted, so keys compare alike. */
export function normaliseLines(items: readonly CartLine[]): CartLine[] {
  return items.map((line) => (line.itemType ? line : { ...line, itemType: DEFAULT_ITEM_TYPE }));
}

/**
 * Spec §4: "on the cart page returned items are reordered by the existing order". Lines already shown
 * keep their place; new lines follow in the server's order. Done everywhere so lines never jump.
 */
export function keepOrder(previous: readonly CartLine[], next: readonly CartLine[]): CartLine[] {
  const place = new Map(previous.map((line, index) => [lineKey(line), index]));
  const known = next.filter((line) => place.has(lineKey(line))).sort((a, b) => place.get(lineKey(a))! - place.get(lineKey(b))!);
  return [...known, ...next.filter((line) => !place.has(lineKey(line)))];
}

export const countOf = (lines: readonly CartLine[]) => lines.reduce((sum, line) => sum + (Number.isFinite(line.itemCount) ? line.itemCount : 0), 0);

/** A guest cart id the server does not know (any more): 404. */
export function isUnknownCart(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, code } = error as { status?: unknown; code?: unknown };
  return status === 404 || numericCode(code as string | number | undefined) === 404;
}
