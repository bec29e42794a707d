import { describe, expect, it } from '@jest/globals';
import { vehicleFromRecord } from './vehicle';

describe('vehicleFromRecord', () => {
  it('keeps only the vehicle fields, ids as strings, absent levels left out', () => {
    const record = { id: 7, isDefault: true, year: 3, yearName: '2018', make: 30, makeName: 'Toyota', model: 300, modelName: 'Corolla', trim: null, trimName: null, engine: '', attributeValueId: 300, vin: null, imageUrl: 'x' };
    expect(vehicleFromRecord(record)).toEqual({ year: '3', yearName: '2018', make: '30', makeName: 'Toyota', model: '300', modelName: 'Corolla', attributeValueId: '300' });
  });
});
