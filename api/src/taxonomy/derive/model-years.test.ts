import { linkYears } from './model-years';

describe('model years of a WMI → VIN schema link', () => {
  it('covers YearFrom–YearTo within 1995–2026', () => {
    expect(linkYears(2018, 2018)).toEqual([2018]);
    expect(linkYears(1990, 1996)).toEqual([1995, 1996]);
    expect(linkYears(2024, 2030)).toEqual([2024, 2025, 2026]);
    expect(linkYears(1985, 1990)).toEqual([]);
  });

  it('counts an old open-ended link for its first year only, a recent one up to 2026', () => {
    expect(linkYears(2001, null)).toEqual([2001]); // Plymouth Neon: Plymouth ended in 2001
    expect(linkYears(1980, null)).toEqual([]);
    expect(linkYears(2025, null)).toEqual([2025, 2026]);
    expect(linkYears(2026, null)).toEqual([2026]);
  });
});
