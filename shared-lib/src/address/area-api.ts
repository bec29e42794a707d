import { BUYING_API, formatPostalCode, type ApiClient, type AreaRegion, type Market, type PlaceDetail, type PlaceSuggestion } from '@axlebay/shared-lib';

/** A state, province or territory of the area dictionary (spec §7 area-dict). */
export type AreaOption = Pick<AreaRegion, 'code' | 'name'>;

/** One match of the address search, as the combobox lists it. */
export interface PlaceOption {
  placeId: string;
  label: string;
}

/** GET areaChildren(market.addressId): 208 → US states, 206 → Canadian provinces and territories. */
export async function fetchAreas(api: ApiClient, market: Pick<Market, 'addressId'>): Promise<AreaOption[]> {
  const regions = await api.get<AreaRegion[]>(BUYING_API.areaChildren(market.addressId));
  return regions.map(({ code, name }) => ({ code, name }));
}

/** GET areaAutoComplete?keyword=&countryId=: places matching a postal code or a city being typed. */
export async function searchPlaces(api: ApiClient, keyword: string, market: Pick<Market, 'addressId' | 'code'>): Promise<PlaceOption[]> {
  const places = await api.get<PlaceSuggestion[]>(BUYING_API.areaAutoComplete, { keyword, countryId: market.addressId });
  return places.map((p) => ({ placeId: p.placeId, label: p.text || `${p.city}, ${p.state} ${formatPostalCode(market, p.postalCode)}` }));
}

/** GET areaPlaceDetail?placeId=: the postal code, city and state of a place. */
export const fetchPlaceDetail = (api: ApiClient, placeId: string) => api.get<PlaceDetail>(BUYING_API.areaPlaceDetail, { placeId });
