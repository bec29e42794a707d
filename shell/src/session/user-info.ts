import { vehicleFromRecord, type ApiClient, type CurrentVehicle, type SessionUser } from '@axlebay/shared-lib';

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

/** The bus's vehicle from a garage record, with the garage entry's id for the cart. */
export function toCurrentVehicle(record: GarageVehicleRecord): CurrentVehicle {
  return { ...vehicleFromRecord(record), garageId: String(record.id) };
}

/** The vehicle to shop for after sign-in: the default one. */
export function defaultGarageVehicle(garage: readonly GarageVehicleRecord[]): CurrentVehicle | undefined {
  const found = garage.find((v) => v.isDefault);
  return found ? toCurrentVehicle(found) : undefined;
}
