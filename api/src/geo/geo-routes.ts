import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import type { RouteDeps } from '../routes';
import { VisitorKeyParams } from './geo-schemas';
import { createIpLocator, packagedGeoDatabase } from './ip-location';

/** Spec §3 Country configs: the Canadian shop is 2023, every other visitor gets the US shop 2022. */
export const siteOfCountry = (countryAbbr: string): 2022 | 2023 => (countryAbbr === 'CA' ? 2023 : 2022);

/**
 * Where the visitor is (spec §7 "Content, config, misc": ip/information and ip/public/{key}/site;
 * spec §4 "Postal code": the storefront's automatic postal code for US visitors). Public paths.
 */
export async function geoRoutes(app: FastifyInstance, _deps: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const locator = createIpLocator(packagedGeoDatabase(), app.log);

  /** { ip, zipCode, countryAbbr, stateAbbr, cityName }; a private or loopback address → '' for all but ip. */
  r.get('/infra/public/ip/information', async (request) => {
    const ip = request.clientIp;
    return ok({ ip, ...(await locator.locate(ip)) });
  });

  /** { ip, countryAbbr, site }: the shop a visitor from there is offered. */
  r.get('/infra/public/ip/public/:key/site', { schema: { params: VisitorKeyParams } }, async (request) => {
    const ip = request.clientIp;
    const { countryAbbr } = await locator.locate(ip);
    return ok({ ip, countryAbbr, site: siteOfCountry(countryAbbr) });
  });
}
