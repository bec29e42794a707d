import type { CurrentVehicle } from '@axlebay/shared-lib';

/** A saved vehicle (spec §3 "Garage vehicle"): the bus's vehicle plus its garage id and flags. */
export interface GarageVehicle extends CurrentVehicle {
  id: string;
  isDefault: boolean;
  /** Per model; empty when none was found. */
  imageUrl?: string;
  /** False when the taxonomy no longer holds it (spec §5 "no items available"). */
  available?: boolean;
}

const LEVEL_NAMES = ['yearName', 'makeName', 'modelName', 'trimName', 'engineName'] as const;

/**
 * Spec §5: the same vehicle when year, make, model, trim and engine all match; also when the deepest
 * id matches. Names compare case-insensitively so a vehicle from a VIN and one from the selector meet.
 */
export function isSameVehicle(a: CurrentVehicle, b: CurrentVehicle): boolean {
  if (a.attributeValueId && a.attributeValueId === b.attributeValueId) return true;
  return LEVEL_NAMES.every((k) => (a[k] ?? '').toLowerCase() === (b[k] ?? '').toLowerCase());
}

/** Spec §5: a vehicle is saved only if year, make and model are present. */
export function isSavable(v: Partial<CurrentVehicle>): v is CurrentVehicle {
  return Boolean(v.year && v.make && v.model && v.attributeValueId);
}

const asDefault = (list: readonly GarageVehicle[], id: string) =>
  sortDefaultFirst(list.map((v) => ({ ...v, isDefault: v.id === id })));

/** The default vehicle sorts first; the rest keep their order (newest first). */
export function sortDefaultFirst(list: readonly GarageVehicle[]): GarageVehicle[] {
  return [...list.filter((v) => v.isDefault), ...list.filter((v) => !v.isDefault)];
}

/**
 * Adds a vehicle as the default (spec §4). Already stored (same vehicle): that entry is updated and
 * made default, no duplicate. New: it goes first (newest first).
 */
export function addVehicle(list: readonly GarageVehicle[], vehicle: CurrentVehicle, newId: () => string): { list: GarageVehicle[]; entry: GarageVehicle } {
  const existing = list.find((v) => isSameVehicle(v, vehicle));
  const entry: GarageVehicle = { ...existing, ...vehicle, id: existing?.id ?? newId(), isDefault: true };
  const others = list.filter((v) => v !== existing).map((v) => ({ ...v, isDefault: false }));
  return { list: [entry, ...others], entry };
}

/** Selecting makes it the one default, sorted first. */
export function selectVehicle(list: readonly GarageVehicle[], id: string): GarageVehicle[] {
  return asDefault(list, id);
}

/**
 * Editing (spec §4): when another saved vehicle already has the new deepest id, that one is updated
 * and the edited entry folds into it; otherwise the entry changes in place. Default status is kept.
 */
export function editVehicle(list: readonly GarageVehicle[], id: string, vehicle: CurrentVehicle): GarageVehicle[] {
  const edited = list.find((v) => v.id === id);
  if (!edited) return [...list];
  const twin = list.find((v) => v.id !== id && v.attributeValueId === vehicle.attributeValueId);
  if (!twin) return list.map((v) => (v.id === id ? { ...v, ...vehicle, id, isDefault: v.isDefault } : v));
  return sortDefaultFirst(list.filter((v) => v.id !== id).map((v) => (v.id === twin.id ? { ...v, ...vehicle, id: twin.id, isDefault: v.isDefault || edited.isDefault } : v)));
}

/** Deleting; when the default goes, the current vehicle is cleared (spec §4). */
export function removeVehicle(list: readonly GarageVehicle[], id: string): { list: GarageVehicle[]; removedDefault: boolean } {
  const removed = list.find((v) => v.id === id);
  return { list: list.filter((v) => v.id !== id), removedDefault: removed?.isDefault === true };
}

/** The vehicle on the bus for a garage entry: only the contract's fields. */
export function busVehicle(v: GarageVehicle): CurrentVehicle {
  const { id: _id, isDefault: _d, imageUrl: _i, available: _a, ...vehicle } = v;
  return vehicle;
}
