import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound, ok } from '../http/envelope';
import type { RouteDeps } from '../routes';
import { AreaChildrenParams, AutoCompleteQuery, PlaceDetailQuery } from './area-schemas';
import { parseKeyword, placeDetail, searchPlaces } from './place-search';
import { postalIndex } from './postal-index';
import { COUNTRY_AREA_ID, REGIONS, regionById, type CountryCode } from './regions';

export const AREA_NOT_FOUND = 'This area does not exist';
const COUNTRY_ID_MESSAGE = `must be ${COUNTRY_AREA_ID.US} (United States) or ${COUNTRY_AREA_ID.CA} (Canada)`;

const countryOfAreaId = (id: number): CountryCode | undefined => (id === COUNTRY_AREA_ID.US ? 'US' : id === COUNTRY_AREA_ID.CA ? 'CA' : undefined);

/**
 * The area dictionary (spec §7 "Content, config, misc"; ids of spec §3 Country configs), from the
 * offline postal dataset: a country's states/provinces, a state's cities, address auto-complete by
 * postal code or city, and the detail of a suggested place. Public: the address form of a guest's
 * checkout uses them too.
 */
export async function areaRoutes(app: FastifyInstance, _deps: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  /** 208 → US states and territories, 206 → provinces and territories: [{ id, code, name }]; a region id → its cities: [{ name }]. */
  r.get('/infra/public/area-dict/children/:id', { schema: { params: AreaChildrenParams } }, async (request) => {
    const { id } = request.params;
    const country = countryOfAreaId(id);
    if (country) return ok(REGIONS[country].map(({ id, code, name }) => ({ id, code, name })));
    const region = regionById(id);
    if (!region) throw notFound(AREA_NOT_FOUND);
    return ok(postalIndex().citiesOf(region.country, region.code).map((name) => ({ name })));
  });

  r.get('/infra/public/buyer/area-dict/address/auto-complete', { schema: { querystring: AutoCompleteQuery } }, async (request) => {
    const keyword = parseKeyword(request.query.keyword);
    const { countryId } = request.query;
    const country = countryId === undefined ? (request.shopId === 2023 ? 'CA' : 'US') : countryOfAreaId(countryId);
    if (!country) throw badRequest(`countryId ${COUNTRY_ID_MESSAGE}`, [{ field: 'countryId', message: COUNTRY_ID_MESSAGE }]);
    return ok(searchPlaces(country, keyword));
  });

  r.get('/infra/public/buyer/area-dict/address/place-detail', { schema: { querystring: PlaceDetailQuery } }, async (request) => ok(placeDetail(request.query.placeId)));
}
