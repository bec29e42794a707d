import type { ComponentType } from 'react';
import type { ApiClient } from '../api';

/** Vehicle levels (spec §3): codes 1 year, 2 make, 3 model, 4 trim, 5 engine. */
export const VEHICLE_LEVELS = ['year', 'make', 'model', 'trim', 'engine'] as const;
export type VehicleLevel = (typeof VEHICLE_LEVELS)[number];

/** The vehicle a shopper is shopping for, as it travels on the bus. Ids are attribute value ids. */
export interface CurrentVehicle {
  year: string;
  yearName: string;
  make: string;
  makeName: string;
  model: string;
  modelName: string;
  trim?: string;
  trimName?: string;
  engine?: string;
  engineName?: string;
  /** Id of the most specific chosen level (engine, else trim, else model, else make, else year). */
  attributeValueId: string;
  vin?: string;
  /**
   * The current-vehicle search parameter's change type (spec §3): Add for a newly chosen vehicle,
   * Edit for a changed one. The cart reads it with `garageId` (the garage entry the API returned).
   */
  searchType?: 'Add' | 'Edit';
  garageId?: string;
}

/** "2018 Toyota Corolla" — what the header and toasts show. */
export function vehicleLabel(v: Pick<CurrentVehicle, 'yearName' | 'makeName' | 'modelName'>): string {
  return [v.yearName, v.makeName, v.modelName].filter(Boolean).join(' ');
}

/** The fields of `CurrentVehicle` that describe the vehicle itself (what the garage API stores and answers). */
export const VEHICLE_FIELDS = ['year', 'yearName', 'make', 'makeName', 'model', 'modelName', 'trim', 'trimName', 'engine', 'engineName', 'attributeValueId', 'vin'] as const;

/**
 * The vehicle out of an API record (a garage entry, a checked vehicle): only those fields, node ids
 * as strings, absent levels (null, '') left out.
 */
export function vehicleFromRecord(record: { [K in (typeof VEHICLE_FIELDS)[number]]?: string | number | null }): CurrentVehicle {
  const vehicle: Record<string, string> = {};
  for (const field of VEHICLE_FIELDS) {
    const value = record[field];
    if (value !== null && value !== undefined && value !== '') vehicle[field] = String(value);
  }
  return vehicle as unknown as CurrentVehicle;
}

/** Spec §4 Fit status of a part for a vehicle. */
export type FitStatus = 'FIT' | 'NOT_FIT' | 'EMPTY' | 'UNCERTAIN';

/**
 * vehicle's exposed `./fit-service` as other remotes use it (`exposed.loadModule<FitServiceModule>('vehicle',
 * 'fit-service')`): the status of one item for a vehicle; the calls of one tick share one API request.
 */
export interface FitServiceModule {
  fitService(api: ApiClient): { status(itemId: number, attributeValueId: string | undefined): Promise<FitStatus> };
}

/** The name of vehicle's exposed fit badge as a plain component module (see `FitBadgeViewModule`). */
export const FIT_BADGE_VIEW_EXPOSE = 'fit-badge-view';

/**
 * vehicle's exposed `./fit-badge-view` (spec §4 Fit status), loaded with
 * `exposed.loadModule<FitBadgeViewModule>('vehicle', FIT_BADGE_VIEW_EXPOSE)` and rendered inside the
 * host remote's own React tree (React, emotion and shared-lib are federation singletons): all badges
 * of a page share one tree, so their statuses come from one API call. `FitBadge` follows
 * `vehicle.changed`, reads the API from the host's remote context and is browser-only (render it after
 * mount: shared-lib's `FitBadgeSlot` does). Its root carries `data-boundary="vehicle"` and
 * `data-exposed="fit-badge-view"`; its height is one line of 44 px or more when its text wraps.
 * `hold`: the host is replacing its list (results asked again for a new vehicle); the badge shows
 * that it is checking and asks nothing until the hold ends, so the new list is asked in one batch.
 * A vehicle build that predates `hold` ignores it and asks at once, as before.
 */
export interface FitBadgeViewModule {
  FitBadge: ComponentType<{ itemId: number; hold?: boolean }>;
}
