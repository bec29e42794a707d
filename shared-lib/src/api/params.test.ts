import { serializeParams } from './params';

describe('serializeParams', () => {
  it('comma-joins arrays and drops null/undefined', () => {
    expect(serializeParams({ ids: [1, 2], a: undefined, b: null, page: 1 })).toBe('ids=1,2&page=1');
  });

  it('encodes keys and values but keeps the joining comma literal', () => {
    expect(serializeParams({ q: 'brake pad&rotor', tags: ['a,b', 'c'] })).toBe('q=brake%20pad%26rotor&tags=a%2Cb,c');
  });

  it('drops null items and empty arrays', () => {
    expect(serializeParams({ ids: [1, null, 3], empty: [] })).toBe('ids=1,3');
    expect(serializeParams(undefined)).toBe('');
  });
});
