import { describe, expect, it } from '@jest/globals';
import { addVehicle, editVehicle, isSameVehicle, isSavable, removeVehicle, selectVehicle, type GarageVehicle } from './garage-rules';

const v = (year: string, make: string, model: string, id = `${year}-${make}-${model}`, extra: object = {}) => ({
  year, yearName: year, make, makeName: make, model, modelName: model, attributeValueId: id, ...extra,
});
let n = 0;
const newId = () => `g${++n}`;
const build = (...vehicles: ReturnType<typeof v>[]) => {
  n = 0;
  let list: GarageVehicle[] = [];
  for (const x of vehicles) list = addVehicle(list, x, newId).list;
  return list;
};
const view = (list: GarageVehicle[]) => list.map((x) => `${x.id}:${x.modelName}${x.isDefault ? '*' : ''}`);

describe('garage rules (spec §4, §5)', () => {
  it('same vehicle: all five names match (any case), or the deepest id matches', () => {
    expect(isSameVehicle(v('2018', 'Toyota', 'Corolla', 'a'), v('2018', 'toyota', 'corolla', 'b'))).toBe(true);
    expect(isSameVehicle(v('2018', 'Toyota', 'Corolla', 'x'), v('2019', 'Honda', 'Civic', 'x'))).toBe(true);
    expect(isSameVehicle(v('2018', 'Toyota', 'Corolla', 'a'), v('2019', 'Toyota', 'Corolla', 'b'))).toBe(false);
    expect(isSameVehicle(v('2018', 'Toyota', 'Corolla', 'a', { trimName: 'LE' }), v('2018', 'Toyota', 'Corolla', 'b', { trimName: 'SE' }))).toBe(false);
  });

  it('saves only with year, make and model', () => {
    expect(isSavable({ year: '1', make: '2', attributeValueId: '2' })).toBe(false);
    expect(isSavable(v('2018', 'Toyota', 'Corolla'))).toBe(true);
  });

  it('adding: the new vehicle is the one default, newest first; the same vehicle again is not duplicated', () => {
    let list = build(v('2018', 'Toyota', 'Corolla'), v('2015', 'Ford', 'F-150'));
    expect(view(list)).toEqual(['g2:F-150*', 'g1:Corolla']);
    list = addVehicle(list, v('2018', 'TOYOTA', 'corolla', 'other-id'), newId).list;
    expect(view(list)).toEqual(['g1:corolla*', 'g2:F-150']);
  });

  it('selecting makes it default and sorts it first', () => {
    const list = selectVehicle(build(v('2018', 'Toyota', 'Corolla'), v('2015', 'Ford', 'F-150'), v('2020', 'Honda', 'Civic')), 'g1');
    expect(view(list)).toEqual(['g1:Corolla*', 'g3:Civic', 'g2:F-150']);
    expect(list.filter((x) => x.isDefault)).toHaveLength(1);
  });

  it('editing to a deepest id that exists updates that one instead of duplicating', () => {
    const list = build(v('2018', 'Toyota', 'Corolla', 'c'), v('2015', 'Ford', 'F-150', 'f'));
    const edited = editVehicle(list, 'g2', v('2018', 'Toyota', 'Corolla', 'c', { trimName: 'LE' }));
    expect(view(edited)).toEqual(['g1:Corolla*']);
    expect(edited[0]?.trimName).toBe('LE');
    const inPlace = editVehicle(list, 'g1', v('2019', 'Toyota', 'Camry', 'k'));
    expect(view(inPlace)).toEqual(['g2:F-150*', 'g1:Camry']);
  });

  it('deleting the default reports it (the current vehicle is then cleared)', () => {
    const list = build(v('2018', 'Toyota', 'Corolla'), v('2015', 'Ford', 'F-150'));
    expect(removeVehicle(list, 'g2')).toMatchObject({ removedDefault: true });
    expect(removeVehicle(list, 'g1')).toMatchObject({ removedDefault: false });
    expect(view(removeVehicle(list, 'g1').list)).toEqual(['g2:F-150*']);
  });
});
