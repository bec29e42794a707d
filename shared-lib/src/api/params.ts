export type QueryValue = string | number | boolean | Date | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

function text(value: Exclude<QueryValue, null | undefined>): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

function present(value: QueryValue): value is Exclude<QueryValue, null | undefined> {
  return value !== undefined && value !== null;
}

/**
 * Query string for GET/DELETE params: null/undefined and empty arrays dropped, arrays comma-joined
 * (`{ ids: [1, 2] }` → `ids=1,2`). The comma stays literal as the backend splits on it.
 */
export function serializeParams(params: Record<string, unknown> | undefined | null): string {
  if (!params) return '';
  const parts: string[] = [];
  for (const [key, raw] of Object.entries(params as QueryParams)) {
    if (Array.isArray(raw)) {
      const items = (raw as readonly QueryValue[]).filter(present);
      if (items.length === 0) continue;
      parts.push(`${encodeURIComponent(key)}=${items.map((item) => encodeURIComponent(text(item))).join(',')}`);
    } else if (present(raw as QueryValue)) {
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(text(raw as Exclude<QueryValue, null | undefined>))}`);
    }
  }
  return parts.join('&');
}
