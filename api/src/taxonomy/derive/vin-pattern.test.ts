import { contains, intersection, matchesVin, overlaps, parseVinPattern, relation } from './vin-pattern';

const p = (keys: string) => {
  const pattern = parseVinPattern(keys);
  if (!pattern) throw new Error(`unparsable test key ${keys}`);
  return pattern;
};

describe('vPIC Pattern.Keys parsing', () => {
  it('reads positions 4–8, wildcards and classes with ranges', () => {
    const corolla = p('B[PU]**E');
    expect(matchesVin(corolla, '2T1BURHE0JC014035')).toBe(true);
    expect(matchesVin(corolla, '2T1BPRHE0JC014035')).toBe(true);
    expect(matchesVin(corolla, '2T1BXRHE0JC014035')).toBe(false);
    expect(matchesVin(p('CM8[2-4]6'), '1HGCM82633A004352')).toBe(true);
    expect(matchesVin(p('CM8[3-4]6'), '1HGCM82633A004352')).toBe(false);
  });

  it('leaves positions after a short key open', () => {
    const short = p('*[EU]');
    expect(matchesVin(short, '2T1BURHE0JC014035')).toBe(true); // position 5 = U, the rest open
    expect(matchesVin(short, '2T1BXRHE0JC014035')).toBe(false);
  });

  it('reads the part after | as positions 10 onward (position 9, the check digit, is skipped)', () => {
    const plant = p('*****|*C');
    expect(matchesVin(plant, '2T1BURHE0JC014035')).toBe(true); // position 11 = C
    expect(matchesVin(plant, '2T1BURHE0JZ014035')).toBe(false);
  });

  it('drops characters VINs never hold and rejects keys that match no VIN or cannot be read', () => {
    expect(parseVinPattern('FQ')).toBeUndefined(); // Q never appears in a VIN
    expect(parseVinPattern('[IO]****')).toBeUndefined();
    expect(parseVinPattern('Y*****')).toBeUndefined(); // six VDS positions: not a vPIC key we can place
    expect(parseVinPattern('A[BC')).toBeUndefined();
    expect(matchesVin(p('[A-Z]'), 'XXXIXXXXXXXXXXXXX')).toBe(false); // [A-Z] holds no I
  });
});

describe('pattern relations', () => {
  it('nested: one pattern contains the other', () => {
    expect(contains(p('B[PU]**E'), p('BU**E'))).toBe(true);
    expect(contains(p('BU**E'), p('B[PU]**E'))).toBe(false);
    expect(relation(p('BU**E'), p('B[PU]**E'))).toBe('nested');
    expect(relation(p('*****'), p('A****|*C'))).toBe('nested');
  });

  it('crossing: they share VINs but neither contains the other', () => {
    expect(relation(p('*A'), p('**B'))).toBe('crossing');
    expect(intersection(p('*A'), p('**B'))!.keys).toBe('*A&**B');
    expect(matchesVin(intersection(p('*A'), p('**B'))!, '123XAB78901234567')).toBe(true);
  });

  it('disjoint: no VIN in common', () => {
    expect(overlaps(p('BP**E'), p('BU**E'))).toBe(false);
    expect(relation(p('BP'), p('BU'))).toBe('disjoint');
    expect(intersection(p('BP'), p('BU'))).toBeUndefined();
  });

  it('handles Z, the 33rd VIN character (beyond a 32-bit mask)', () => {
    expect(overlaps(p('Z'), p('[X-Z]'))).toBe(true);
    expect(overlaps(p('Z'), p('[A-Y]'))).toBe(false);
    expect(contains(p('[X-Z]'), p('Z'))).toBe(true);
    expect(contains(p('[A-Y]'), p('Z'))).toBe(false);
  });
});
