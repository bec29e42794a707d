import { VEHICLE_LEVELS, type CurrentVehicle, type VehicleLevel } from '@axlebay/shared-lib';

/**
 * One choice of a step, as `GET /item/public/attr/value/child/car-model` answers it
 * (`{ id, value, text, level, certain, defaultValue }`), with the id as a string like CurrentVehicle's.
 */
export interface VehicleOption {
  id: string;
  value: string;
  text: string;
  /** 1 year, 2 make, 3 model, 4 trim, 5 engine (spec §3). */
  level: number;
  /** false: NHTSA data allows this trim/engine for the model but does not state it was built. */
  certain: boolean;
  /** true for the only choice at its level (the selector pre-selects it). */
  defaultValue: boolean;
}

/** What has been chosen so far, per level. Only `id` and `text` matter for the vehicle. */
export type ChosenVehicle = Partial<Record<VehicleLevel, Pick<VehicleOption, 'id' | 'text'> | null | undefined>>;

/** Spec §5: a vehicle is saved only if year, make and model are present. */
export const REQUIRED_LEVELS: readonly VehicleLevel[] = ['year', 'make', 'model'];

/** The deepest level that holds a choice, or undefined when nothing is chosen. */
export function deepestLevel(chosen: ChosenVehicle): VehicleLevel | undefined {
  for (let i = VEHICLE_LEVELS.length - 1; i >= 0; i -= 1) {
    const level = VEHICLE_LEVELS[i]!;
    if (chosen[level]) return level;
  }
  return undefined;
}

/**
 * Spec §4: the depth reached is reported as Year, Model, Trim or Engine from the number of filled
 * names (a make without a model still counts as Year).
 */
export function reportedDepth(chosen: ChosenVehicle): 'Year' | 'Model' | 'Trim' | 'Engine' | undefined {
  switch (deepestLevel(chosen)) {
    case 'engine':
      return 'Engine';
    case 'trim':
      return 'Trim';
    case 'model':
      return 'Model';
    case 'make':
    case 'year':
      return 'Year';
    default:
      return undefined;
  }
}

/** Required levels without a choice, in step order. */
export function missingRequired(chosen: ChosenVehicle): VehicleLevel[] {
  return REQUIRED_LEVELS.filter((level) => !chosen[level]);
}

/**
 * The vehicle of spec §3 from the chosen steps: ids and names per level, `attributeValueId` = id of
 * the deepest chosen level. Throws when year, make or model is missing (check `missingRequired` first).
 */
export function toCurrentVehicle(chosen: ChosenVehicle, extra: { vin?: string } = {}): CurrentVehicle {
  const { year, make, model, trim, engine } = chosen;
  if (!year || !make || !model) {
    throw new Error(`A vehicle needs year, make and model (missing: ${missingRequired(chosen).join(', ')})`);
  }
  const deepest = engine ?? trim ?? model;
  const vehicle: CurrentVehicle = {
    year: String(year.id),
    yearName: year.text,
    make: String(make.id),
    makeName: make.text,
    model: String(model.id),
    modelName: model.text,
    attributeValueId: String(deepest.id),
  };
  if (trim) {
    vehicle.trim = String(trim.id);
    vehicle.trimName = trim.text;
  }
  if (engine) {
    vehicle.engine = String(engine.id);
    vehicle.engineName = engine.text;
  }
  if (extra.vin) vehicle.vin = extra.vin;
  return vehicle;
}

/** Ids (and names, as a fallback) of a vehicle to pre-fill, per level; null where nothing is given. */
export type WantedChoice = { id?: string; name?: string } | null;

export function wantedFrom(initial: Partial<CurrentVehicle> | undefined): WantedChoice[] {
  const wanted: WantedChoice[] = [];
  let gap = false;
  for (const level of VEHICLE_LEVELS) {
    const id = initial?.[level]?.trim() || undefined;
    const name = initial?.[`${level}Name` as const]?.trim() || undefined;
    // A level is only reachable through its parents: nothing below a gap can be pre-filled.
    gap ||= !id && !name;
    wanted.push(gap ? null : { ...(id ? { id } : {}), ...(name ? { name } : {}) });
  }
  return wanted;
}

/** The option a pre-fill asks for: by id, else by name (case-insensitive). */
export function findWanted(options: readonly VehicleOption[], wanted: WantedChoice): VehicleOption | undefined {
  if (!wanted) return undefined;
  if (wanted.id) {
    const byId = options.find((o) => o.id === wanted.id);
    if (byId) return byId;
  }
  const name = wanted.name?.toLowerCase();
  return name ? options.find((o) => o.text.toLowerCase() === name) : undefined;
}

/** At most this many options are rendered at once; typing narrows the rest. */
export const MAX_RENDERED_OPTIONS = 200;

/** Case-insensitive substring filter on `text`; returns at most `limit` matches and how many matched. */
export function filterOptions(
  options: readonly VehicleOption[],
  query: string,
  limit = MAX_RENDERED_OPTIONS,
): { items: VehicleOption[]; total: number } {
  const needle = query.trim().toLowerCase();
  if (!needle) return { items: options.slice(0, limit), total: options.length };
  const items: VehicleOption[] = [];
  let total = 0;
  for (const option of options) {
    if (option.text.toLowerCase().includes(needle)) {
      total += 1;
      if (items.length < limit) items.push(option);
    }
  }
  return { items, total };
}
