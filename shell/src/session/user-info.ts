import type { ApiClient, CurrentVehicle, SessionUser } from '@axlebay/shared-lib';

export const CURRENT_ACCOUNT_PATH = '/account/buyer/account/current';
export const GARAGE_LIST_PATH = '/account/buyer/current/garage-vehicle/list';
export const MEMBER_POINTS_PATH = '/account/buyer/member-points';

/** A saved vehicle as the API lists it (spec §3 "Garage vehicle"). */
export interface GarageVehicleRecord extends CurrentVehicle {
  id: number;
  isDefault: boolean;
}

export interface UserInfo {
  user: SessionUser;
  garage: GarageVehicleRecord[];
}

const logged = (what: string) => (error: unknown) => {
  // Spec §8: user-load failures are logged and the page goes on without that part.
  console.warn(`[axlebay] could not load ${what}`, error);
  return undefined;
};

/**
 * User info after sign-in or at start-up (spec §4): the account, the garage list and the points, in
 * parallel. Only the account is required; garage and points may fail alone.
 */
export async function loadUserInfo(api: ApiClient): Promise<UserInfo> {
  const [user, garage, points] = await Promise.all([
    api.get<SessionUser>(CURRENT_ACCOUNT_PATH),
    api.get<GarageVehicleRecord[]>(GARAGE_LIST_PATH).catch(logged('the garage')),
    api.get<{ points: number }>(MEMBER_POINTS_PATH).catch(logged('member points')),
  ]);
  return {
    user: { ...user, ...(typeof points?.points === 'number' ? { points: points.points } : {}) },
    garage: Array.isArray(garage) ? garage : [],
  };
}

const VEHICLE_FIELDS = ['year', 'yearName', 'make', 'makeName', 'model', 'modelName', 'trim', 'trimName', 'engine', 'engineName', 'attributeValueId', 'vin'] as const;

/** The bus's vehicle from a garage record: only the contract's fields, ids as strings, nulls dropped. */
export function toCurrentVehicle(record: GarageVehicleRecord): CurrentVehicle {
  const vehicle: Record<string, string> = {};
  for (const field of VEHICLE_FIELDS) {
    const value = record[field];
    if (value !== null && value !== undefined && value !== '') vehicle[field] = String(value);
  }
  vehicle.garageId = String(record.id);
  return vehicle as unknown as CurrentVehicle;
}

/** The vehicle to shop for after sign-in: the default one. */
export function defaultGarageVehicle(garage: readonly GarageVehicleRecord[]): CurrentVehicle | undefined {
  const found = garage.find((v) => v.isDefault);
  return found ? toCurrentVehicle(found) : undefined;
}
