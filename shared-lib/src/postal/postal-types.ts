/** Spec §3 "Postal data": the postal state the storefront shows ("Deliver to Beverly Hills 90210"). */
export interface PostalState {
  postCode: string;
  cityName: string;
  /** The two-letter state or province code ("CA", "QC"), as the IP lookup and the address form give it. */
  stateName: string;
  /** The code exists in the shop's market (its city and state are known). */
  deliverAble: boolean;
  /** A lookup is under way. */
  loading: boolean;
}

/** Spec §3 "Postal data": the answer of GET /infra/public/ip/information. */
export interface IpInformation {
  ip: string;
  zipCode: string;
  countryAbbr: string;
  stateAbbr: string;
  cityName: string;
}

/** One answer of GET /infra/public/buyer/area-dict/address/auto-complete. */
export interface PlaceSuggestion {
  placeId: string;
  /** "Beverly Hills, CA 90210". */
  text: string;
  postalCode: string;
  city: string;
  state: string;
  country: 'US' | 'CA';
}

export const EMPTY_POSTAL_STATE: Readonly<PostalState> = Object.freeze({ postCode: '', cityName: '', stateName: '', deliverAble: false, loading: false });
