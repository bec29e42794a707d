import { describe, expect, it } from '@jest/globals';
import { priceRangeLabel } from './price-label';
import { civic, corolla } from './test-answers';
import { effectiveAllVehicles, scopeVehicle } from './vehicle-scope';

describe('vehicle scope', () => {
  it('uses the current vehicle, removable', () => {
    const scoped = scopeVehicle({ kind: 'current' }, corolla);
    expect(scoped.vehicle).toEqual({ attributeValueId: '41313', label: '2018 Toyota Corolla', source: 'current' });
    expect(effectiveAllVehicles(scoped, true)).toBe(true);
    expect(scopeVehicle({ kind: 'current' }, null)).toEqual({ vehicle: null, mismatch: null });
    expect(scopeVehicle({ kind: 'none' }, corolla)).toEqual({ vehicle: null, mismatch: null });
  });

  it('on a make/model page uses the current vehicle only when it is that make and model', () => {
    expect(scopeVehicle({ kind: 'current', make: 'toyota', model: 'corolla' }, corolla).vehicle?.attributeValueId).toBe('41313');
    expect(scopeVehicle({ kind: 'current', make: 'toyota', model: 'camry' }, corolla)).toEqual({ vehicle: null, mismatch: corolla });
    expect(scopeVehicle({ kind: 'current', make: 'toyota' }, civic)).toEqual({ vehicle: null, mismatch: civic });
  });

  it('a vehicle named by the URL wins over the current one and ignores "all vehicles"', () => {
    const scoped = scopeVehicle({ kind: 'fixed', attributeValueId: '41313', label: '2018 Toyota Corolla', removeTo: '/headlights' }, civic);
    expect(scoped.vehicle).toEqual({ attributeValueId: '41313', label: '2018 Toyota Corolla', source: 'fixed', removeTo: '/headlights' });
    expect(effectiveAllVehicles(scoped, true)).toBe(false);
  });
});

describe('priceRangeLabel', () => {
  it('names the API price ranges in the market currency', () => {
    expect(priceRangeLabel({ min: 0, max: 2500 }, 'USD')).toBe('Under $25');
    expect(priceRangeLabel({ min: 2500, max: 5000 }, 'USD')).toBe('$25 to $50');
    expect(priceRangeLabel({ min: 50000, max: null }, 'CAD')).toBe('CA$500 and up');
    expect(priceRangeLabel({ min: 100000, max: null }, 'USD')).toBe('$1,000 and up');
  });
});
