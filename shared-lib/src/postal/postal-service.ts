import { BehaviorSubject } from 'rxjs';
import type { ApiClient } from '../api';
import { BUYING_API } from '../contracts/checkout';
import { formatPostalCode, normalizePostalCode, type Market } from '../market';
import { POSTAL_COOKIES, readPostalCookie, writePostalCookie } from './postal-cookies';
import { EMPTY_POSTAL_STATE, type IpInformation, type PlaceSuggestion, type PostalState } from './postal-types';

/** localStorage key of the IP address the last detection ran for (spec §4: detection re-runs when it changes). */
export const LAST_IP_STORAGE = 'axlebay.postal.last-ip';

export interface PostalServiceOptions {
  /** Defaults to the page's document, read when a method runs. */
  doc?: () => Document;
  storage?: () => Storage | undefined;
}

/**
 * The storefront's postal code (spec §3 "Postal data", §4 "Postal code", §6: only US visitors get
 * automatic detection). A code the shopper set wins over the detected one; both live in cookies so
 * every remote and the shell (postal-code sync at sign-in) read the same value. `postal$` replays the
 * current state to every subscriber. Lookup failures are logged only (spec §8).
 */
export interface PostalService {
  readonly postal$: BehaviorSubject<PostalState>;
  /** The state from the cookies: the user-set code, else the detected one. */
  current(): PostalState;
  /**
   * Sets the shopper's code: normalised for the market (spec §5; an invalid code is cleared, and
   * the detected code shows again), looked up to fill city and state, stored, and emitted.
   */
  setUserPostalCode(market: Pick<Market, 'code' | 'addressId'>, code: string, api: ApiClient): Promise<PostalState>;
  /**
   * US shop only, and only while no user-set code exists: asks where the visitor's IP is and stores
   * that postal code when the IP differs from the last one detected (or none is stored). A visitor the
   * lookup places outside the US has the stored postal data removed.
   */
  detect(api: ApiClient, market: Pick<Market, 'code'>): Promise<PostalState>;
}

export function createPostalService(options: PostalServiceOptions = {}): PostalService {
  const doc = options.doc ?? (() => document);
  const storage = options.storage ?? (() => (typeof localStorage === 'undefined' ? undefined : localStorage));
  const read = (name: Parameters<typeof readPostalCookie>[0]) => readPostalCookie(name, doc());
  const write = (name: Parameters<typeof writePostalCookie>[0], value: string) => writePostalCookie(name, value, doc());

  const fromCookies = (): PostalState => {
    const postCode = read(POSTAL_COOKIES.user) || read(POSTAL_COOKIES.auto);
    if (!postCode) return { ...EMPTY_POSTAL_STATE };
    const cityName = read(POSTAL_COOKIES.city);
    return { postCode, cityName, stateName: read(POSTAL_COOKIES.state), deliverAble: cityName !== '', loading: false };
  };

  const postal$ = new BehaviorSubject<PostalState>(fromCookies());
  const emit = (state: PostalState) => {
    postal$.next(state);
    return state;
  };
  const place = (cityName: string, stateName: string) => {
    write(POSTAL_COOKIES.city, cityName);
    write(POSTAL_COOKIES.state, stateName);
  };
  const lastIp = {
    get: () => {
      try {
        return storage()?.getItem(LAST_IP_STORAGE) ?? '';
      } catch {
        return '';
      }
    },
    set: (ip: string) => {
      try {
        if (ip) storage()?.setItem(LAST_IP_STORAGE, ip);
        else storage()?.removeItem(LAST_IP_STORAGE);
      } catch {
        /* storage unavailable (private mode): detection then runs on every page */
      }
    },
  };

  async function lookUp(api: ApiClient, market: Pick<Market, 'code' | 'addressId'>, code: string): Promise<PlaceSuggestion | undefined> {
    const places = await api.get<PlaceSuggestion[]>(BUYING_API.areaAutoComplete, { keyword: code, countryId: market.addressId });
    const wanted = code.toUpperCase().replace(/\s+/g, '');
    return places.find((p) => p.postalCode.toUpperCase().replace(/\s+/g, '') === wanted);
  }

  return {
    postal$,
    current: fromCookies,

    async setUserPostalCode(market, code, api) {
      const postCode = formatPostalCode(market, normalizePostalCode(market, code));
      if (!postCode) {
        for (const name of [POSTAL_COOKIES.user, POSTAL_COOKIES.city, POSTAL_COOKIES.state]) write(name, '');
        return emit(fromCookies());
      }
      write(POSTAL_COOKIES.user, postCode);
      emit({ postCode, cityName: '', stateName: '', deliverAble: false, loading: true });
      let found: PlaceSuggestion | undefined;
      try {
        found = await lookUp(api, market, postCode);
      } catch (error) {
        console.warn('[axlebay] postal code lookup failed', error);
      }
      // A newer call may have set another code meanwhile: the cookie holds the latest choice.
      if (read(POSTAL_COOKIES.user) !== postCode) return postal$.value;
      place(found?.city ?? '', found?.state ?? '');
      return emit(fromCookies());
    },

    async detect(api, market) {
      if (market.code !== 'US' || read(POSTAL_COOKIES.user)) return postal$.value;
      let info: IpInformation;
      try {
        info = await api.get<IpInformation>(BUYING_API.ipInformation);
      } catch (error) {
        console.warn('[axlebay] postal code detection failed', error);
        return postal$.value;
      }
      // The shopper may have typed a code while the lookup ran.
      if (read(POSTAL_COOKIES.user)) return postal$.value;
      if (!info.countryAbbr) return postal$.value; // a private address or an unknown one: nothing learnt
      if (info.countryAbbr !== 'US') {
        for (const name of [POSTAL_COOKIES.auto, POSTAL_COOKIES.city, POSTAL_COOKIES.state]) write(name, '');
        lastIp.set('');
        return emit(fromCookies());
      }
      if (info.ip === lastIp.get() && read(POSTAL_COOKIES.auto)) return postal$.value;
      const zip = normalizePostalCode(market, info.zipCode);
      write(POSTAL_COOKIES.auto, zip);
      place(zip ? info.cityName : '', zip ? info.stateAbbr : '');
      lastIp.set(info.ip);
      return emit(fromCookies());
    },
  };
}

const SERVICE_KEY = Symbol.for('axlebay.postal-service');
type ServiceGlobal = typeof globalThis & { [SERVICE_KEY]?: PostalService };

/** The page's one postal service (shared by every copy of shared-lib, like the bus), created on first use. */
export function postalService(): PostalService {
  const g = globalThis as ServiceGlobal;
  return (g[SERVICE_KEY] ??= createPostalService());
}
