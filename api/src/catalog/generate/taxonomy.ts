import type { Body } from './category-tree';
import { WeightedTable, type Rng } from './random';

/** What the generator needs of the vehicle taxonomy (read from vehicle_make/model/node, ordered by id). */
export interface TaxonomyMake {
  id: number;
  name: string;
}

export interface TaxonomyModel {
  id: number;
  makeId: number;
  name: string;
  vehicleType: string;
  yearFrom: number;
  yearTo: number;
}

/** One trim and/or engine that exists for a model in a year (vehicle_node levels 4 and 5). */
export interface TaxonomyVariant {
  modelId: number;
  year: number;
  trim: string | null;
  engine: string | null;
  /** False when vPIC does not tie this trim and engine together. */
  certain: boolean;
}

export interface TaxonomySnapshot {
  makes: readonly TaxonomyMake[];
  models: readonly TaxonomyModel[];
  variants: readonly TaxonomyVariant[];
}

/** Parts shops stock far more for these makes; any other make weighs 1. */
const MAKE_POPULARITY: Record<string, number> = {
  Toyota: 10, Ford: 10, Chevrolet: 10, Honda: 9, Nissan: 7, Jeep: 7, Ram: 7, GMC: 6, Dodge: 6, Hyundai: 6,
  Kia: 5, Subaru: 5, Volkswagen: 5, Mazda: 4, BMW: 4, 'Mercedes-Benz': 4, Lexus: 4, Audi: 3, Tesla: 3,
  Chrysler: 3, Buick: 2, Cadillac: 2, Acura: 2, Infiniti: 2, Mitsubishi: 2, Lincoln: 2, Volvo: 2,
};

/**
 * Makes that share platforms and parts (one maker's brands). A part made for one make's model may
 * also fit models of its family, never of an unrelated make; a make of no family is its own.
 */
const MAKE_FAMILIES: readonly (readonly string[])[] = [
  ['Toyota', 'Lexus', 'Scion'],
  ['Honda', 'Acura'],
  ['Nissan', 'Infiniti'],
  ['Hyundai', 'Kia', 'Genesis'],
  ['Chevrolet', 'GMC', 'Cadillac', 'Buick', 'Pontiac', 'Saturn', 'Oldsmobile', 'Hummer'],
  ['Ford', 'Lincoln', 'Mercury'],
  ['Chrysler', 'Dodge', 'Jeep', 'Ram', 'Plymouth'],
  ['Volkswagen', 'Audi'],
  ['BMW', 'MINI'],
  ['Mazda'],
  ['Subaru'],
];

export function bodyOf(vehicleType: string): Body {
  const type = vehicleType.toLowerCase();
  if (type.includes('truck')) return 'truck';
  if (type.includes('mpv') || type.includes('multipurpose')) return 'mpv';
  return 'car';
}

/** Lookups over a snapshot, built once per catalog. */
export class TaxonomyIndex {
  readonly makeById = new Map<number, TaxonomyMake>();
  readonly modelsByMake = new Map<number, TaxonomyModel[]>();
  readonly variantsByModel = new Map<number, TaxonomyVariant[]>();
  /** "model|trim|engine" with `*` for "any" → years in which that combination exists. */
  private readonly variantYears = new Map<string, Set<number>>();
  private readonly tables = new Map<string, WeightedTable<TaxonomyModel>>();

  constructor(readonly snapshot: TaxonomySnapshot) {
    if (snapshot.models.length === 0) throw new Error('The vehicle taxonomy holds no models: load it before the catalog');
    for (const make of snapshot.makes) this.makeById.set(make.id, make);
    for (const model of snapshot.models) push(this.modelsByMake, model.makeId, model);
    for (const v of snapshot.variants) {
      push(this.variantsByModel, v.modelId, v);
      for (const key of [variantKey(v.modelId, v.trim, v.engine), variantKey(v.modelId, v.trim, null), variantKey(v.modelId, null, v.engine)]) {
        let years = this.variantYears.get(key);
        if (!years) this.variantYears.set(key, (years = new Set()));
        years.add(v.year);
      }
    }
  }

  makeName(makeId: number): string {
    return this.makeById.get(makeId)?.name ?? 'Unknown';
  }

  /** A model weighted by make popularity and recency; restricted to `bodies` when any model has one. */
  pickModel(rng: Rng, bodies?: readonly Body[]): TaxonomyModel {
    const key = bodies ? bodies.join(',') : '*';
    let table = this.tables.get(key);
    if (!table) {
      const fitting = bodies ? this.snapshot.models.filter((m) => bodies.includes(bodyOf(m.vehicleType))) : [];
      table = new WeightedTable(fitting.length > 0 ? fitting : this.snapshot.models, (m) => this.weight(m));
      this.tables.set(key, table);
    }
    return table.pick(rng);
  }

  /** The makes of `makeId`'s family (MAKE_FAMILIES), itself included. */
  familyOf(makeId: number): number[] {
    const name = this.makeName(makeId);
    const family = MAKE_FAMILIES.find((f) => f.includes(name));
    if (!family) return [makeId];
    return this.snapshot.makes.filter((m) => family.includes(m.name)).map((m) => m.id);
  }

  /** Years (within [from, to]) around `year` in which the model has that trim/engine: a contiguous run. */
  yearsWith(modelId: number, trim: string | null, engine: string | null, year: number, from: number, to: number): [number, number] {
    const years = this.variantYears.get(variantKey(modelId, trim, engine));
    if (!years) return [year, year];
    let lo = year;
    let hi = year;
    while (lo - 1 >= from && years.has(lo - 1)) lo--;
    while (hi + 1 <= to && years.has(hi + 1)) hi++;
    return [lo, hi];
  }

  private weight(model: TaxonomyModel): number {
    const popularity = MAKE_POPULARITY[this.makeName(model.makeId)] ?? 1;
    const recency = model.yearTo >= 2010 ? 1 : model.yearTo >= 2000 ? 0.4 : 0.15;
    const detail = this.variantsByModel.has(model.id) ? 1 : 0.3;
    return popularity * recency * detail;
  }
}

function variantKey(modelId: number, trim: string | null, engine: string | null): string {
  return `${modelId}|${trim ?? '*'}|${engine ?? '*'}`;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
