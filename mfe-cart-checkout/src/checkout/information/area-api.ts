import { BUYING_API, formatPostalCode, type ApiClient, type Market } from '@axlebay/shared-lib';

/** A state, province or territory of the area dictionary (spec §7 area-dict). */
export interface AreaOption {
  code: string;
  name: string;
}

/** One match of the address search. */
export interface PlaceSuggestion {
  placeId: string;
  label: string;
}

/** What choosing a place fills in. */
export interface PlaceDetail {
  postalCode: string;
  city: string;
  state: string;
}

type Loose = Record<string, unknown>;
const isRecord = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const text = (...values: unknown[]) => {
  for (const v of values) if (typeof v === 'string' && v.trim()) return v.trim();
  for (const v of values) if (typeof v === 'number') return String(v);
  return '';
};

/** An answer's list: the array itself or its `list` / `records` / `items`. */
function listOf(answer: unknown): Loose[] {
  const list = Array.isArray(answer) ? answer : isRecord(answer) ? (answer.list ?? answer.records ?? answer.items) : undefined;
  return Array.isArray(list) ? list.filter(isRecord) : [];
}

/** GET areaChildren(market.addressId): 208 → US states, 206 → Canadian provinces and territories. */
export async function fetchAreas(api: ApiClient, market: Pick<Market, 'addressId'>): Promise<AreaOption[]> {
  const answer = await api.get<unknown>(BUYING_API.areaChildren(market.addressId));
  return listOf(answer)
    .map((a) => ({ code: text(a.code, a.abbr, a.value), name: text(a.name, a.label, a.text) }))
    .filter((a) => a.code && a.name);
}

/** GET areaAutoComplete?keyword=&countryId=: places matching a postal code or a city being typed. */
export async function searchPlaces(api: ApiClient, keyword: string, market: Pick<Market, 'addressId' | 'code'>): Promise<PlaceSuggestion[]> {
  const answer = await api.get<unknown>(BUYING_API.areaAutoComplete, { keyword, countryId: market.addressId });
  return listOf(answer)
    .map((p) => {
      const placeId = text(p.placeId, p.id);
      const described = text(p.description, p.label, p.text);
      const postal = formatPostalCode(market, text(p.postalCode, p.zipCode, p.postCode));
      const label = described || [text(p.city, p.cityName), `${text(p.state, p.stateAbbr)} ${postal}`.trim()].filter(Boolean).join(', ');
      return { placeId, label };
    })
    .filter((p) => p.placeId && p.label);
}

/** GET areaPlaceDetail?placeId=: the postal code, city and state of a place. */
export async function fetchPlaceDetail(api: ApiClient, placeId: string): Promise<PlaceDetail> {
  const p = await api.get<unknown>(BUYING_API.areaPlaceDetail, { placeId });
  const place = isRecord(p) ? p : {};
  return {
    postalCode: text(place.postalCode, place.zipCode, place.postCode),
    city: text(place.city, place.cityName),
    state: text(place.state, place.stateAbbr, place.stateCode),
  };
}
