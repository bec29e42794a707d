import { describe, expect, it } from '@jest/globals';
import { addToGarage, isSameVehicle, readGuestGarage, writeGuestGarage, type GarageVehicle } from './guest-garage';

const v = (year: string, make: string, model: string, id = `${year}-${make}-${model}`) => ({
  year, yearName: year, make, makeName: make, model, modelName: model, attributeValueId: id,
});

describe('guest garage', () => {
  it('treats same names or same deepest id as the same vehicle', () => {
    expect(isSameVehicle(v('2018', 'Toyota', 'Corolla', 'a'), v('2018', 'toyota', 'corolla', 'b'))).toBe(true);
    expect(isSameVehicle(v('2018', 'Toyota', 'Corolla', 'x'), v('2019', 'Honda', 'Civic', 'x'))).toBe(true);
    expect(isSameVehicle(v('2018', 'Toyota', 'Corolla', 'a'), v('2019', 'Toyota', 'Corolla', 'b'))).toBe(false);
  });

  it('adds newest first as the only default, and re-selecting does not duplicate', () => {
    let n = 0;
    const id = () => `g${++n}`;
    let list: GarageVehicle[] = addToGarage([], v('2018', 'Toyota', 'Corolla'), id);
    list = addToGarage(list, v('2015', 'Ford', 'F-150'), id);
    expect(list.map((x) => [x.modelName, x.isDefault])).toEqual([['F-150', true], ['Corolla', false]]);
    list = addToGarage(list, v('2018', 'Toyota', 'Corolla'), id);
    expect(list.map((x) => [x.modelName, x.isDefault, x.id])).toEqual([['Corolla', true, 'g1'], ['F-150', false, 'g2']]);
  });

  it('survives corrupt storage', () => {
    localStorage.setItem('axlebay.guest-garage.v1', '{not json');
    expect(readGuestGarage()).toEqual([]);
    writeGuestGarage(addToGarage([], v('2018', 'Toyota', 'Corolla'), () => 'g1'));
    expect(readGuestGarage()[0]?.id).toBe('g1');
  });
});
