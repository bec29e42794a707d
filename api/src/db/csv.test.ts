import { csvField, csvRows } from './csv';

describe('COPY csv', () => {
  it('keeps NULL and empty string apart and escapes quotes', () => {
    expect(csvField(null)).toBe('');
    expect(csvField('')).toBe('""');
    expect(csvField('say "hi", ok')).toBe('"say ""hi"", ok"');
    expect(csvField({ a: [1] })).toBe('"{""a"":[1]}"');
    expect(csvField(false)).toBe('"false"');
    expect(csvRows([[1, null, 'x']])).toBe('"1",,"x"\n');
  });
});
