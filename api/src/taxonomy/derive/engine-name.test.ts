import { engineName, parseCylinders, parseDisplacement } from './engine-name';

describe('engine names', () => {
  it('joins displacement, layout letter and cylinder count', () => {
    expect(engineName({ displacement: 1.8, cylinders: 4, configuration: '1' })).toBe('1.8L I4');
    expect(engineName({ displacement: 3.5, cylinders: 6, configuration: '2' })).toBe('3.5L V6');
    expect(engineName({ displacement: 2.5, cylinders: 4, configuration: '5' })).toBe('2.5L H4');
    expect(engineName({ displacement: 6, cylinders: 12, configuration: '4' })).toBe('6.0L W12');
    expect(engineName({ displacement: 1.3, configuration: '3' })).toBe('1.3L Rotary');
  });

  it('does not guess inline or V when vPIC gives no configuration', () => {
    expect(engineName({ displacement: 2.5, cylinders: 4 })).toBe('2.5L 4-cyl');
    expect(engineName({ cylinders: 6, configuration: '2' })).toBe('V6');
    expect(engineName({ displacement: 2 })).toBe('2.0L');
  });

  it('names battery-electric vehicles and gives up on nothing', () => {
    expect(engineName({ electric: true })).toBe('Electric');
    expect(engineName({})).toBeUndefined();
  });

  it('reads vPIC displacement and cylinder values', () => {
    expect(parseDisplacement('2')).toBe(2);
    expect(parseDisplacement('2.00')).toBe(2);
    expect(parseDisplacement('1998')).toBe(2); // cubic centimetres
    expect(parseDisplacement('1.79')).toBe(1.8);
    expect(parseDisplacement('TBD')).toBeUndefined();
    expect(parseDisplacement('0')).toBeUndefined();
    expect(parseCylinders('4')).toBe(4);
    expect(parseCylinders('TBD')).toBeUndefined();
    expect(parseCylinders('1')).toBeUndefined();
  });
});
