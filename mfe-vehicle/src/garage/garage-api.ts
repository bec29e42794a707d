import type { ApiClient, CurrentVehicle } from '@axlebay/shared-lib';
import type { GarageVehicle } from './garage-rules';

/** Spec §7 Garage. `DELETE …/all` is the API's path for "DELETE all". */
export const GARAGE_API = {
  account: '/account/buyer/current/garage-vehicle',
  list: '/account/buyer/current/garage-vehicle/list',
  all: '/account/buyer/current/garage-vehicle/all',
  visitor: '/account/public/buyer/garage-vehicle',
} as const;

/** A vehicle as the API answers it: node ids as numbers, absent levels null. */
export interface ApiVehicle {
  id?: number;
  year: number | string;
  yearName: string;
  make: number | string;
  makeName: string;
  model: number | string;
  modelName: string;
  trim?: number | string | null;
  trimName?: string | null;
  engine?: number | string | null;
  engineName?: string | null;
  attributeValueId: number | string;
  vin?: string | null;
  imageUrl?: string;
  isDefault?: boolean;
  available?: boolean;
}

const text = (v: unknown) => (v === null || v === undefined || v === '' ? undefined : String(v));

/** The storefront's vehicle from an API answer (ids as strings, nulls dropped). */
export function fromApi(v: ApiVehicle): CurrentVehicle & Pick<GarageVehicle, 'imageUrl' | 'available'> {
  const out: Record<string, unknown> = {
    year: String(v.year),
    yearName: v.yearName,
    make: String(v.make),
    makeName: v.makeName,
    model: String(v.model),
    modelName: v.modelName,
    attributeValueId: String(v.attributeValueId),
  };
  for (const k of ['trim', 'trimName', 'engine', 'engineName', 'vin'] as const) {
    const value = text(v[k]);
    if (value !== undefined) out[k] = value;
  }
  if (v.imageUrl !== undefined) out.imageUrl = v.imageUrl;
  if (v.available !== undefined) out.available = v.available;
  return out as unknown as CurrentVehicle & Pick<GarageVehicle, 'imageUrl' | 'available'>;
}

export function garageFromApi(v: ApiVehicle): GarageVehicle {
  return { ...fromApi(v), id: String(v.id), isDefault: v.isDefault === true };
}

/** The body the garage endpoints take: the vehicle's ids and names, never an account id. */
export function toApiBody(v: CurrentVehicle): Record<string, string> {
  const body: Record<string, string> = {};
  for (const k of ['year', 'yearName', 'make', 'makeName', 'model', 'modelName', 'trim', 'trimName', 'engine', 'engineName', 'attributeValueId', 'vin'] as const) {
    const value = v[k];
    if (value) body[k] = value;
  }
  return body;
}

/** The server's check of a vehicle (spec §5 validity); answers it spelled out, with its image. */
export async function checkVehicle(api: ApiClient, v: CurrentVehicle) {
  return fromApi(await api.post<ApiVehicle>(GARAGE_API.visitor, toApiBody(v)));
}
