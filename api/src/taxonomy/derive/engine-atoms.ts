import { engineName, parseCylinders, parseDisplacement } from './engine-name';
import { contains, intersection, overlaps, relation, type VinPattern } from './vin-pattern';

export interface ValuePattern<T> {
  pattern: VinPattern;
  value: T;
}

/** One engine of a schema: the VINs it covers and its name. */
export interface EngineAtom {
  pattern: VinPattern;
  name: string;
  /**
   * True when the name comes from patterns that contain one another (one vPIC pattern carries both
   * displacement and cylinder count); false when it rests on two crossing patterns.
   */
  tied: boolean;
}

export interface EnginePatterns {
  displacement: ValuePattern<string>[];
  cylinders: ValuePattern<string>[];
  configuration: ValuePattern<string>[];
  fuel: ValuePattern<string>[];
}

const ELECTRIC_FUEL = '2'; // FuelType "Electric"

/** The configuration of the VINs in `pattern`, when the overlapping configuration patterns agree. */
function configurationOf(pattern: VinPattern, configurations: ValuePattern<string>[]): string | undefined {
  const overlapping = configurations.filter((c) => overlaps(c.pattern, pattern));
  const values = new Set(overlapping.map((c) => c.value));
  if (values.size === 1) return [...values][0];
  const containing = new Set(overlapping.filter((c) => contains(c.pattern, pattern)).map((c) => c.value));
  return containing.size === 1 ? [...containing][0] : undefined;
}

/**
 * The engines of one VIN schema. Each displacement pattern is combined with the cylinder patterns it
 * shares VINs with (nested: the smaller pattern, crossing: their intersection); cylinder patterns
 * without any displacement pattern give engines such as "V6"; battery-electric patterns with
 * neither give "Electric".
 */
export function engineAtoms({ displacement, cylinders, configuration, fuel }: EnginePatterns): EngineAtom[] {
  const D = displacement.flatMap((d) => {
    const litres = parseDisplacement(d.value);
    return litres === undefined ? [] : [{ pattern: d.pattern, value: litres }];
  });
  const C = cylinders.flatMap((c) => {
    const n = parseCylinders(c.value);
    return n === undefined ? [] : [{ pattern: c.pattern, value: n }];
  });
  const atoms: EngineAtom[] = [];
  const add = (pattern: VinPattern, parts: { displacement?: number; cylinders?: number }, tied: boolean) => {
    const name = engineName({ ...parts, configuration: configurationOf(pattern, configuration) });
    if (name) atoms.push({ pattern, name, tied });
  };
  for (const d of D) {
    const withCylinders = C.filter((c) => overlaps(c.pattern, d.pattern));
    if (withCylinders.length === 0) add(d.pattern, { displacement: d.value }, true);
    for (const c of withCylinders) {
      const nested = relation(d.pattern, c.pattern) === 'nested';
      const pattern = nested ? (contains(d.pattern, c.pattern) ? c.pattern : d.pattern) : intersection(d.pattern, c.pattern)!;
      add(pattern, { displacement: d.value, cylinders: c.value }, nested);
    }
  }
  for (const c of C) {
    if (!D.some((d) => overlaps(d.pattern, c.pattern))) add(c.pattern, { cylinders: c.value }, true);
  }
  for (const f of fuel) {
    if (f.value !== ELECTRIC_FUEL) continue;
    if (D.some((d) => overlaps(d.pattern, f.pattern)) || C.some((c) => overlaps(c.pattern, f.pattern))) continue;
    atoms.push({ pattern: f.pattern, name: engineName({ electric: true })!, tied: true });
  }
  return atoms;
}
