import { describe, expect, it } from '@jest/globals';
import {
  deepestLevel,
  filterOptions,
  findWanted,
  missingRequired,
  reportedDepth,
  toCurrentVehicle,
  wantedFrom,
  type VehicleOption,
} from './vehicle-choice';

const node = (id: string, text: string, certain = true): VehicleOption => ({ id, value: text, text, level: 0, certain, defaultValue: false });
const year = node('100', '2020');
const make = node('110', 'Toyota');
const model = node('111', 'Camry');
const trim = node('1112', 'XSE');
const engine = node('11122', '3.5L V6', false);

describe('deepestLevel and reportedDepth', () => {
  it.each([
    ['nothing', {}, undefined, undefined],
    ['year', { year }, 'year', 'Year'],
    ['year, make', { year, make }, 'make', 'Year'],
    ['year, make, model', { year, make, model }, 'model', 'Model'],
    ['… trim', { year, make, model, trim }, 'trim', 'Trim'],
    ['… trim, engine', { year, make, model, trim, engine }, 'engine', 'Engine'],
    ['year, make, model, empty trim/engine', { year, make, model, trim: null, engine: undefined }, 'model', 'Model'],
  ])('%s → %s / %s', (_name, chosen, level, depth) => {
    expect(deepestLevel(chosen)).toBe(level);
    expect(reportedDepth(chosen)).toBe(depth);
  });
});

describe('toCurrentVehicle', () => {
  it('uses the model id as attributeValueId when nothing deeper is chosen', () => {
    expect(toCurrentVehicle({ year, make, model })).toEqual({
      year: '100',
      yearName: '2020',
      make: '110',
      makeName: 'Toyota',
      model: '111',
      modelName: 'Camry',
      attributeValueId: '111',
    });
  });

  it('uses the trim id without an engine, the engine id with one, and keeps a VIN', () => {
    expect(toCurrentVehicle({ year, make, model, trim }).attributeValueId).toBe('1112');
    expect(toCurrentVehicle({ year, make, model, trim, engine }, { vin: '2T1BURHE0JC014035' })).toEqual({
      year: '100',
      yearName: '2020',
      make: '110',
      makeName: 'Toyota',
      model: '111',
      modelName: 'Camry',
      trim: '1112',
      trimName: 'XSE',
      engine: '11122',
      engineName: '3.5L V6',
      attributeValueId: '11122',
      vin: '2T1BURHE0JC014035',
    });
  });

  it('refuses a vehicle without year, make and model, and names what is missing', () => {
    expect(missingRequired({ year })).toEqual(['make', 'model']);
    expect(missingRequired({ year, make, model })).toEqual([]);
    expect(() => toCurrentVehicle({ year, model })).toThrow('missing: make');
  });
});

describe('filterOptions', () => {
  const makes = ['Acura', 'Alfa Romeo', 'Aston Martin', 'Toyota', 'Lotus'].map((t, i) => node(String(i), t));

  it('matches a case-insensitive substring of the text, in list order', () => {
    expect(filterOptions(makes, 'TO').items.map((o) => o.text)).toEqual(['Aston Martin', 'Toyota']);
    expect(filterOptions(makes, 'a r').items.map((o) => o.text)).toEqual(['Alfa Romeo']);
    expect(filterOptions(makes, '  ').items).toHaveLength(5);
    expect(filterOptions(makes, 'zz')).toEqual({ items: [], total: 0 });
  });

  it('renders at most the limit but counts every match', () => {
    const many = Array.from({ length: 500 }, (_, i) => node(String(i), `Engine ${i}`));
    const all = filterOptions(many, '');
    expect(all.items).toHaveLength(200);
    expect(all.total).toBe(500);
    const some = filterOptions(many, '1', 10);
    expect(some.items).toHaveLength(10);
    expect(some.total).toBe(many.filter((o) => o.text.includes('1')).length);
  });
});

describe('pre-fill', () => {
  it('takes ids and names per level and stops at the first gap', () => {
    expect(wantedFrom({ year: '100', yearName: '2020', make: '110', model: '111', engine: '5' })).toEqual([
      { id: '100', name: '2020' },
      { id: '110' },
      { id: '111' },
      null,
      null,
    ]);
    expect(wantedFrom(undefined)).toEqual([null, null, null, null, null]);
  });

  it('finds the option by id, else by name ignoring case', () => {
    const options = [year, node('200', '2019')];
    expect(findWanted(options, { id: '200' })?.text).toBe('2019');
    expect(findWanted(options, { id: 'gone', name: '2020' })?.id).toBe('100');
    expect(findWanted([make], { name: 'TOYOTA' })?.id).toBe('110');
    expect(findWanted(options, { id: 'gone' })).toBeUndefined();
    expect(findWanted(options, null)).toBeUndefined();
  });
});
