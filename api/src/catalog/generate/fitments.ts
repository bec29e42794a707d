import type { LeafCategory } from './category-tree';
import { chance, intBetween, mixSeed, pick, type Rng } from './random';
import { bodyOf, type TaxonomyIndex, type TaxonomyModel } from './taxonomy';

/** One ACES-style application: a year range of a make/model, optionally narrowed to a trim and/or engine. */
export interface GeneratedFitment {
  makeId: number;
  modelId: number;
  yearFrom: number;
  yearTo: number;
  trim: string | null;
  engine: string | null;
  subModel: string;
  series: string;
  engineCode: string;
  engineType: string;
  bodyStyle: string;
  location: string;
  note: string;
}

export interface FitmentPlan {
  rows: GeneratedFitment[];
  /** The first application: the vehicle the title names. */
  primary: { model: TaxonomyModel; yearFrom: number; yearTo: number };
}

/**
 * Applications of one part, from the vehicle it is made for: a primary model generation (the one the
 * title names). A part shaped for one model (`leaf.fits === 'model'`: lights, body panels, mats) fits
 * that model only; others (brakes, wheels, engine parts) also fit further models of the same make or
 * its family (MAKE_FAMILIES: one maker's platforms) in the same era, each model once, never an
 * unrelated make. `leaf.narrowShare` of the rows need a trim and/or engine.
 */
export function generateFitments(rng: Rng, index: TaxonomyIndex, leaf: LeafCategory, location: string): FitmentPlan {
  const [minRows, maxRows] = leaf.fitRows;
  const rowCount = minRows + Math.floor(Math.pow(rng(), 1.3) * (maxRows - minRows + 1));
  const primaryModel = index.pickModel(rng, leaf.bodies);
  const span = generationOf(rng, primaryModel);
  const used = new Set<number>([primaryModel.id]);
  const rows = [application(rng, index, leaf, location, primaryModel, span)];
  const sameMake = index.modelsByMake.get(primaryModel.makeId) ?? [];
  const family = index.familyOf(primaryModel.makeId).flatMap((makeId) => index.modelsByMake.get(makeId) ?? []);

  for (let attempt = 0; rows.length < rowCount && attempt < rowCount * 3; attempt++) {
    const model = chance(rng, 0.6) && sameMake.length > 1 ? pick(rng, sameMake) : pick(rng, family);
    if (used.has(model.id)) continue;
    const years = eraOf(rng, model, span);
    if (!years) continue;
    used.add(model.id);
    rows.push(application(rng, index, leaf, location, model, years));
  }
  const first = rows[0]!;
  return { rows, primary: { model: primaryModel, yearFrom: first.yearFrom, yearTo: first.yearTo } };
}

/** A 3–7 year generation of the model, recent years favoured. */
function generationOf(rng: Rng, model: TaxonomyModel): [number, number] {
  const length = Math.min(intBetween(rng, 3, 7), model.yearTo - model.yearFrom + 1);
  const lastStart = model.yearTo - length + 1;
  const start = model.yearFrom + Math.floor(Math.pow(rng(), 0.6) * (lastStart - model.yearFrom + 1));
  return [start, start + length - 1];
}

/** A 2–8 year range of another model near the primary's years; undefined when their years are too far apart. */
function eraOf(rng: Rng, model: TaxonomyModel, [from, to]: [number, number]): [number, number] | undefined {
  const lo = Math.max(model.yearFrom, from - 4);
  const hi = Math.min(model.yearTo, to + 4);
  if (lo > hi) return undefined;
  const start = intBetween(rng, lo, hi);
  return [start, Math.min(hi, start + intBetween(rng, 1, 7))];
}

function application(
  rng: Rng,
  index: TaxonomyIndex,
  leaf: LeafCategory,
  location: string,
  model: TaxonomyModel,
  [yearFrom, yearTo]: [number, number],
): GeneratedFitment {
  let trim: string | null = null;
  let engine: string | null = null;
  let range: [number, number] = [yearFrom, yearTo];
  if (chance(rng, leaf.narrowShare)) {
    const candidates = (index.variantsByModel.get(model.id) ?? []).filter((v) => v.year >= yearFrom && v.year <= yearTo);
    if (candidates.length > 0) {
      const v = pick(rng, candidates);
      // Only a pairing vPIC ties together may narrow a row to both trim and engine.
      const mode = v.trim && v.engine ? pick(rng, v.certain ? (['trim', 'engine', 'both'] as const) : (['trim', 'engine'] as const)) : v.trim ? 'trim' : 'engine';
      trim = mode === 'engine' ? null : v.trim;
      engine = mode === 'trim' ? null : v.engine;
      range = index.yearsWith(model.id, trim, engine, v.year, yearFrom, yearTo);
    }
  }
  return {
    makeId: model.makeId,
    modelId: model.id,
    yearFrom: range[0],
    yearTo: range[1],
    trim,
    engine,
    subModel: trim ?? '',
    series: '',
    engineCode: engine ? engineCode(engine) : '',
    engineType: engine ? engineType(engine) : '',
    bodyStyle: bodyStyle(model),
    location,
    note: leaf.notes.length > 0 && chance(rng, 0.3) ? pick(rng, leaf.notes) : '',
  };
}

/** A stable made-up engine code per engine text ("2.0L L4" → e.g. "K20R4"). */
function engineCode(engine: string): string {
  const h = mixSeed(...Array.from(engine, (c) => c.charCodeAt(0)));
  const letters = 'ABCDEFGHJKMNPRSTVXZ';
  return `${letters[h % letters.length]}${letters[(h >>> 5) % letters.length]}${10 + ((h >>> 10) % 80)}${letters[(h >>> 17) % letters.length]}`;
}

function engineType(engine: string): string {
  const text = engine.toLowerCase();
  if (text.includes('hybrid')) return 'Hybrid';
  if (text.includes('electric') || /\bev\b/.test(text)) return 'Electric';
  if (text.includes('diesel')) return 'Diesel';
  return 'Gas';
}

function bodyStyle(model: TaxonomyModel): string {
  const body = bodyOf(model.vehicleType);
  if (body === 'truck') return 'Pickup';
  if (body === 'mpv') return 'Sport Utility';
  return ['Sedan', 'Coupe', 'Hatchback'][model.id % 3]!;
}
