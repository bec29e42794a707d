import { canadianCityOfFsa, repairLostAccents, tidyPlaceName } from './canadian-place-names';

const LOST = '\uFFFD';

describe('Canadian FSA names of the zipcodes package', () => {
  it('puts the lost accents back', () => {
    expect(repairLostAccents(`Saint-f${LOST}licien`)).toBe('Saint-félicien');
    expect(repairLostAccents(`C${LOST}te-des-neiges`)).toBe('Côte-des-neiges');
    expect(repairLostAccents(`Trois-rivi${LOST}res`)).toBe('Trois-rivières');
    expect(repairLostAccents(`Sept-${LOST}les`)).toBe('Sept-Îles');
  });

  it('capitalises hyphenated names, keeping French particles lower case', () => {
    expect(tidyPlaceName(`notre-dame-de-gr${LOST}ce`)).toBe('Notre-Dame-de-Grâce');
    expect(tidyPlaceName("L'ancienne- Lorette")).toBe("L'Ancienne-Lorette");
  });

  it('answers the town a shopper would type', () => {
    expect(canadianCityOfFsa('T3C', 'Calgary (rosscarrock / Wildwood / Shaganappi / Sunalta)')).toBe('Calgary');
    expect(canadianCityOfFsa('T0A', 'Eastern Alberta (st. Paul)')).toBe('St. Paul');
    expect(canadianCityOfFsa('H1G', 'Montreal North North')).toBe('Montreal');
    expect(canadianCityOfFsa('M4Y', 'Downtown Toronto (church And Wellesley)')).toBe('Toronto');
    expect(canadianCityOfFsa('H3H', 'Montreal South &')).toBe('Montreal');
  });
});
