/** vPIC `VehicleType` ids kept: passenger cars, trucks (pickups, vans, chassis) and MPVs (SUVs, minivans). */
export const VEHICLE_TYPES = {
  2: 'Passenger Car',
  3: 'Truck',
  7: 'MPV',
} as const;

export type VehicleTypeId = keyof typeof VEHICLE_TYPES;
export type VehicleTypeName = (typeof VEHICLE_TYPES)[VehicleTypeId];

export const VEHICLE_TYPE_IDS = Object.keys(VEHICLE_TYPES).map(Number) as VehicleTypeId[];

export function isKeptVehicleType(id: number | null): id is VehicleTypeId {
  return id !== null && id in VEHICLE_TYPES;
}

/**
 * GrossVehicleWeightRating ids of Class 7 and 8 (over 26,000 lb): heavy trucks (Ford L-series,
 * Volvo VNL, Tesla Semi…) that share make names with passenger vehicles. A model pattern whose every
 * stated GVWR is one of these is left out.
 */
export const HEAVY_GVWR_IDS = new Set(['8', '9']);
