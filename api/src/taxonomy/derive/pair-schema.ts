import { engineAtoms, type EngineAtom, type ValuePattern } from './engine-atoms';
import { ELEMENT, type VpicPattern } from './read-vpic';
import { cleanTrimName } from './trim-name';
import { HEAVY_GVWR_IDS } from './vehicle-types';
import { contains, overlaps, parseVinPattern, relation, type VinPattern } from './vin-pattern';

/** One model / trim / engine combination that a VIN schema allows. */
export interface SchemaTuple {
  modelId: number;
  trim?: string;
  engine?: string;
  /** The trim belongs to the model by one vPIC pattern (or by a certain full tuple). */
  trimCertain: boolean;
  /** Model, trim and engine are tied together by one vPIC pattern (see `tiedTogether`). */
  certain: boolean;
}

/** Do all three patterns share a VIN? */
function overlapAll(a: VinPattern, b: VinPattern, c: VinPattern): boolean {
  if (!overlaps(a, b) || !overlaps(a, c) || !overlaps(b, c)) return false;
  for (let i = 0; i < a.lo.length; i++) {
    if ((a.lo[i]! & b.lo[i]! & c.lo[i]!) === 0 && (a.hi[i]! & b.hi[i]! & c.hi[i]!) === 0) return false;
  }
  return true;
}

/**
 * Certain when one of the patterns lies inside all the others: every VIN it covers carries all the
 * values at once, so vPIC itself states the combination. Otherwise the combination only exists in an
 * intersection no pattern names (e.g. a trim keyed on position 6 and an engine on position 8), and
 * vPIC cannot tell whether that car was ever built.
 */
export function tiedTogether(...patterns: VinPattern[]): boolean {
  return patterns.some((inner) => patterns.every((outer) => outer === inner || contains(outer, inner)));
}

function valuePatterns(patterns: VpicPattern[], elementId: number): ValuePattern<string>[] {
  return patterns.flatMap((p) => {
    if (p.elementId !== elementId) return [];
    const pattern = parseVinPattern(p.keys);
    return pattern ? [{ pattern, value: p.value }] : [];
  });
}

/** Model / trim / engine combinations of one VIN schema, for the models `keepModel` accepts. */
export function pairSchema(patterns: VpicPattern[], keepModel: (modelId: number) => boolean): SchemaTuple[] {
  const gvwr = valuePatterns(patterns, ELEMENT.gvwr);
  const heavy = (model: VinPattern) => {
    const stated = gvwr.filter((g) => overlaps(g.pattern, model));
    return stated.length > 0 && stated.every((g) => HEAVY_GVWR_IDS.has(g.value));
  };
  const models = valuePatterns(patterns, ELEMENT.model).filter((m) => keepModel(Number(m.value)) && !heavy(m.pattern));
  if (models.length === 0) return [];
  const trims = valuePatterns(patterns, ELEMENT.trim).flatMap((t) => {
    const name = cleanTrimName(t.value);
    return name ? [{ pattern: t.pattern, value: name }] : [];
  });
  const engines: EngineAtom[] = engineAtoms({
    displacement: valuePatterns(patterns, ELEMENT.displacement),
    cylinders: valuePatterns(patterns, ELEMENT.cylinders),
    configuration: valuePatterns(patterns, ELEMENT.engineConfiguration),
    fuel: valuePatterns(patterns, ELEMENT.fuelTypePrimary),
  });

  const tuples: SchemaTuple[] = [];
  for (const model of models) {
    const modelId = Number(model.value);
    const modelEngines = engines.filter((e) => overlaps(model.pattern, e.pattern));
    const modelTrims = trims.filter((t) => overlaps(model.pattern, t.pattern));
    if (modelTrims.length === 0) {
      if (modelEngines.length === 0) tuples.push({ modelId, trimCertain: false, certain: true });
      for (const engine of modelEngines) {
        const certain = engine.tied && tiedTogether(model.pattern, engine.pattern);
        tuples.push({ modelId, engine: engine.name, trimCertain: false, certain });
      }
      continue;
    }
    for (const trim of modelTrims) {
      const trimCertain = relation(model.pattern, trim.pattern) === 'nested';
      const trimEngines = modelEngines.filter((e) => overlapAll(model.pattern, trim.pattern, e.pattern));
      if (trimEngines.length === 0) tuples.push({ modelId, trim: trim.value, trimCertain, certain: trimCertain });
      for (const engine of trimEngines) {
        const certain = engine.tied && tiedTogether(model.pattern, trim.pattern, engine.pattern);
        tuples.push({ modelId, trim: trim.value, engine: engine.name, trimCertain: trimCertain || certain, certain });
      }
    }
  }
  return tuples;
}
