import { pairSchema, tiedTogether, type SchemaTuple } from './pair-schema';
import { ELEMENT, type VpicPattern } from './read-vpic';
import { parseVinPattern } from './vin-pattern';

const pattern = (elementId: number, keys: string, value: string): VpicPattern => ({ elementId, keys, value });
const model = (keys: string, id: number) => pattern(ELEMENT.model, keys, String(id));
const trim = (keys: string, name: string) => pattern(ELEMENT.trim, keys, name);
const litres = (keys: string, value: string) => pattern(ELEMENT.displacement, keys, value);
const cylinders = (keys: string, value: string) => pattern(ELEMENT.cylinders, keys, value);
const layout = (keys: string, id: string) => pattern(ELEMENT.engineConfiguration, keys, id);

const keepAll = () => true;
const brief = (tuples: SchemaTuple[]) =>
  tuples.map((t) => `${t.modelId}|${t.trim ?? '-'}|${t.engine ?? '-'}|${t.trimCertain ? 'T' : 't'}${t.certain ? 'C' : 'c'}`).sort();

describe('pairing trims and engines within one VIN schema', () => {
  it('2018 Corolla (vPIC schema 16692): trims nested in the engine pattern are certain', () => {
    const tuples = pairSchema(
      [
        model('B***E', 2208),
        trim('BP**E', 'LE ECO'),
        trim('BU**E', 'L/LE/SE/XLE/XSE'),
        litres('B[PU]**E', '1.8'),
        cylinders('BP**E', '4'),
        cylinders('BU**E', '4'),
        layout('B[PU]**E', '1'),
      ],
      keepAll,
    );
    expect([...new Set(brief(tuples))]).toEqual(['2208|L/LE/SE/XLE/XSE|1.8L I4|TC', '2208|LE ECO|1.8L I4|TC']);
  });

  it('trim and engine keyed on different VIN positions cross: every pairing is uncertain', () => {
    // Trim in position 6, engine in position 8: vPIC allows all four combinations but states none.
    const tuples = pairSchema(
      [
        model('A****', 1),
        trim('A*1', 'LE'),
        trim('A*2', 'XLE'),
        litres('A***K', '2.5'),
        cylinders('A***K', '4'),
        litres('A***L', '3.5'),
        cylinders('A***L', '6'),
      ],
      keepAll,
    );
    expect(brief(tuples)).toEqual(['1|LE|2.5L 4-cyl|Tc', '1|LE|3.5L 6-cyl|Tc', '1|XLE|2.5L 4-cyl|Tc', '1|XLE|3.5L 6-cyl|Tc']);
  });

  it('a trim crossing its model pattern is uncertain, unless an engine pattern ties all three', () => {
    const tuples = pairSchema(
      [model('1****', 7), model('2****', 8), trim('*A', 'Sport'), litres('1A***', '2.0'), litres('2B***', '1.6')],
      keepAll,
    );
    // Model 7 + Sport is stated by the engine pattern 1A***; model 8 + Sport is only an overlap.
    expect(brief(tuples)).toEqual(['7|Sport|2.0L|TC', '8|Sport|-|tc']);
  });

  it('model patterns without any trim pattern give trimless tuples (the 2013 F-150 outside the Raptor)', () => {
    const tuples = pairSchema(
      [
        model('*[FWX]1[CE]', 1801),
        model('*[WX]1R', 1801),
        trim('*[WX]1R', 'Raptor SVT'),
        litres('*[FWX]1[CE]F', '5.0'),
        cylinders('*[FWX]1[CE]F', '8'),
        layout('*[FWX]1[CE]F', '2'),
        litres('*[WX]1R6', '6.2'),
        cylinders('*[WX]1R6', '8'),
        layout('*[WX]1R6', '2'),
      ],
      keepAll,
    );
    expect(brief(tuples)).toEqual(['1801|-|5.0L V8|tC', '1801|Raptor SVT|6.2L V8|TC']);
  });

  it('crossing displacement and cylinder patterns give an engine whose name is itself inferred', () => {
    const tuples = pairSchema([model('*****', 3), litres('A', '2.0'), cylinders('*B', '4')], keepAll);
    expect(brief(tuples)).toEqual(['3|-|2.0L 4-cyl|tc']);
  });

  it('battery-electric models get an "Electric" engine; certainty follows the fuel pattern', () => {
    // Tesla 5YJ 2019 (schema 21055): fuel keyed on position 7, model on position 4.
    const tesla = pairSchema([model('3', 17834), model('S', 1685), pattern(ELEMENT.fuelTypePrimary, '***E', '2')], keepAll);
    expect(brief(tesla)).toEqual(['1685|-|Electric|tc', '17834|-|Electric|tc']);
    const tied = pairSchema([model('3', 17834), pattern(ELEMENT.fuelTypePrimary, '3**E', '2')], keepAll);
    expect(brief(tied)).toEqual(['17834|-|Electric|tC']);
  });

  it('leaves out models the caller does not keep and heavy trucks (every stated GVWR Class 7–8)', () => {
    const tuples = pairSchema(
      [
        model('A', 1),
        model('B', 2),
        model('C', 3),
        pattern(ELEMENT.gvwr, 'B', '9'), // Class 8
        pattern(ELEMENT.gvwr, 'C[12]', '8'), // Class 7
        pattern(ELEMENT.gvwr, 'C3', '7'), // Class 6: model 3 is partly medium duty, kept
      ],
      (id) => id !== 1,
    );
    expect(brief(tuples)).toEqual(['3|-|-|tC']);
  });

  it('skips placeholder trims and unreadable keys', () => {
    const tuples = pairSchema([model('A', 1), trim('A', 'N/A'), trim('FQ', 'SX Prem')], keepAll);
    expect(brief(tuples)).toEqual(['1|-|-|tC']);
  });
});

describe('tiedTogether', () => {
  const p = (keys: string) => parseVinPattern(keys)!;
  it('is true when one pattern lies inside all the others', () => {
    expect(tiedTogether(p('B***E'), p('BU**E'), p('B[PU]**E'))).toBe(true);
    expect(tiedTogether(p('1****'), p('*A'), p('1A***'))).toBe(true);
    expect(tiedTogether(p('A****'), p('A*1'), p('A***K'))).toBe(false);
  });
});
