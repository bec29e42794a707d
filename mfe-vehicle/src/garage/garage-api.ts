import { VEHICLE_FIELDS, vehicleFromRecord, type ApiClient, type CurrentVehicle } from '@axlebay/shared-lib';
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

/** The storefront's vehicle from an API answer (ids as strings, nulls dropped), with its picture and availability. */
export function fromApi(v: ApiVehicle): CurrentVehicle & Pick<GarageVehicle, 'imageUrl' | 'available'> {
  return {
    ...vehicleFromRecord(v),
    ...(v.imageUrl !== undefined ? { imageUrl: v.imageUrl } : {}),
    ...(v.available !== undefined ? { available: v.available } : {}),
  };
}

export function garageFromApi(v: ApiVehicle): GarageVehicle {
  return { ...fromApi(v), id: String(v.id), isDefault: v.isDefault === true };
}

/** The body the garage endpoints take: the vehicle's ids and names, never an account id. */
export function toApiBody(v: CurrentVehicle): Record<string, string> {
  const body: Record<string, string> = {};
  for (const k of VEHICLE_FIELDS) {
    const value = v[k];
    if (value) body[k] = value;
  }
  return body;
}

/** The server's check of a vehicle (spec §5 validity); answers it spelled out, with its image. */
export async function checkVehicle(api: ApiClient, v: CurrentVehicle) {
  return fromApi(await api.post<ApiVehicle>(GARAGE_API.visitor, toApiBody(v)));
}
