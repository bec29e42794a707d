import { cleanTrimName, preferredSpelling } from './trim-name';
import { naturalCompare, slugify } from './slug';

describe('trim names and handles', () => {
  it('tidies vPIC trim text and drops placeholders, keeping lists and R/T whole', () => {
    expect(cleanTrimName('  L/LE/SE/XLE/XSE ')).toBe('L/LE/SE/XLE/XSE');
    expect(cleanTrimName('R/T')).toBe('R/T');
    expect(cleanTrimName('SE  w/ Tech')).toBe('SE w/ Tech');
    expect(cleanTrimName('N/A')).toBeUndefined();
    expect(cleanTrimName('TBD')).toBeUndefined();
    expect(cleanTrimName('')).toBeUndefined();
  });

  it('prefers the mixed-case spelling of one trim', () => {
    expect(preferredSpelling(['TOURING', 'Touring'])).toBe('Touring');
    expect(preferredSpelling(['LX'])).toBe('LX');
  });

  it('makes URL handles and sorts names naturally', () => {
    expect(slugify('Mercedes-Benz')).toBe('mercedes-benz');
    expect(slugify('Model 3')).toBe('model-3');
    expect(slugify('C70 / C30')).toBe('c70-c30');
    expect(['CX-30', 'CX-5', '4 Series', '3 Series'].sort(naturalCompare)).toEqual(['3 Series', '4 Series', 'CX-5', 'CX-30']);
  });
});
