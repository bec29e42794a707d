import { vehicleLabel, type CurrentVehicle } from '@axlebay/shared-lib';
import { slugify } from '../listing/slug';

/**
 * Which vehicle narrows a results page:
 * - `none`: no vehicle filter (brand pages, all parts);
 * - `current`: the shopper's current vehicle from the bus, removable (`?allVehicles=1`); with `make`
 *   (and `model`) only when the current vehicle is that make (model): a Toyota page does not show
 *   "parts for your Civic";
 * - `fixed`: the vehicle the URL names (`/headlights/toyota/corolla/2018`); removing it goes to `removeTo`.
 */
export type VehicleScope =
  | { kind: 'none' }
  | { kind: 'current'; make?: string; model?: string; subject?: string }
  | { kind: 'fixed'; attributeValueId: string; label: string; removeTo: string };

export interface ActiveVehicle {
  attributeValueId: string;
  label: string;
  source: 'current' | 'fixed';
  removeTo?: string;
}

export interface ScopedVehicle {
  /** The vehicle the results are for (before the shopper's "all vehicles" choice). */
  vehicle: ActiveVehicle | null;
  /** The current vehicle when the page is about another make or model. */
  mismatch: CurrentVehicle | null;
}

export function scopeVehicle(scope: VehicleScope, current: CurrentVehicle | null | undefined): ScopedVehicle {
  if (scope.kind === 'fixed') {
    return { vehicle: { attributeValueId: scope.attributeValueId, label: scope.label, source: 'fixed', removeTo: scope.removeTo }, mismatch: null };
  }
  if (scope.kind === 'none' || !current?.attributeValueId) return { vehicle: null, mismatch: null };
  const sameMake = !scope.make || slugify(current.makeName) === scope.make;
  const sameModel = !scope.model || slugify(current.modelName) === scope.model;
  if (!sameMake || !sameModel) return { vehicle: null, mismatch: current };
  return { vehicle: { attributeValueId: current.attributeValueId, label: vehicleLabel(current), source: 'current' }, mismatch: null };
}

/** "All vehicles" only switches off the shopper's own vehicle; a vehicle the URL names stays. */
export function effectiveAllVehicles(scoped: ScopedVehicle, allVehicles: boolean): boolean {
  return scoped.vehicle?.source === 'current' ? allVehicles : false;
}
