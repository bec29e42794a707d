import type { CurrentVehicle } from '@axlebay/shared-lib';

/** A saved vehicle of a guest's garage (spec §3 "Garage vehicle"), kept in browser storage. */
export interface GarageVehicle extends CurrentVehicle {
  id: string;
  isDefault: boolean;
}

export const GUEST_GARAGE_KEY = 'axlebay.guest-garage.v1';

/** Spec §5: same vehicle when year, make, model, trim and engine all match, or the deepest id matches. */
export function isSameVehicle(a: CurrentVehicle, b: CurrentVehicle): boolean {
  if (a.attributeValueId && a.attributeValueId === b.attributeValueId) return true;
  return (['yearName', 'makeName', 'modelName', 'trimName', 'engineName'] as const).every(
    (k) => (a[k] ?? '').toLowerCase() === (b[k] ?? '').toLowerCase(),
  );
}

/**
 * Adds (or re-selects) a vehicle: it becomes the one default and sorts first (newest first).
 * Returns a new list; the input is not changed.
 */
export function addToGarage(list: readonly GarageVehicle[], vehicle: CurrentVehicle, newId: () => string): GarageVehicle[] {
  const existing = list.find((v) => isSameVehicle(v, vehicle));
  const others = list.filter((v) => v !== existing).map((v) => ({ ...v, isDefault: false }));
  const entry: GarageVehicle = { ...existing, ...vehicle, id: existing?.id ?? newId(), isDefault: true };
  return [entry, ...others];
}

export function readGuestGarage(storage: Storage = localStorage): GarageVehicle[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(GUEST_GARAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as GarageVehicle[]) : [];
  } catch {
    return [];
  }
}

export function writeGuestGarage(list: readonly GarageVehicle[], storage: Storage = localStorage) {
  storage.setItem(GUEST_GARAGE_KEY, JSON.stringify(list));
}
