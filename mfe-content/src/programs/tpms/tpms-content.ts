import type { FaqEntry } from '../FaqList';

/** The words the page's parts strip and its "see all" link search for (catalog hot word, spec §7 filter-search). */
export const TPMS_KEYWORD = 'tpms sensor';

export const TPMS_FREQUENCIES: ReadonlyArray<{ band: string; where: string; note: string }> = [
  {
    band: '315 MHz',
    where: 'Most GM, Ford, Chrysler/Stellantis, Honda, Toyota, Nissan and Subaru vehicles sold in the US and Canada',
    note: 'The North American band. Most vehicles built for this market use it.',
  },
  {
    band: '433 MHz',
    where: 'Most European brands (BMW, Mercedes-Benz, Audi, Volkswagen, Volvo) and many Hyundai, Kia and Mazda models, plus some late GM and Tesla vehicles',
    note: 'Common on imports. A 315 MHz sensor will never talk to a 433 MHz receiver, whatever the fit.',
  },
];

export const TPMS_FAQ: readonly FaqEntry[] = [
  [
    'How long does a TPMS sensor last?',
    'The battery is sealed inside the sensor and lasts about 5 to 10 years, or 100,000 miles (160,000 km). When one sensor fails of old age, the others on the car are usually close behind, which is why sets of 4 are common.',
  ],
  [
    'My TPMS light is flashing, then stays on. What does that mean?',
    'A light that flashes for about a minute at start-up and then stays on points to a fault in the system, most often a dead sensor battery. A light that is on without flashing means a tire is at least 25% under its placard pressure: check your tires first.',
  ],
  [
    'Do I need new sensors with new tires or wheels?',
    'Not with new tires: keep the sensors, but replace the valve core, grommet and nut (a service kit) so they seal. With new wheels, move the old sensors across or fit new ones and run the relearn.',
  ],
  [
    'Can I fit the sensors myself?',
    'The sensor sits inside the tire, so the tire has to come off the rim: most owners buy the sensors and have a tire shop fit them. The relearn afterwards is often something you can do yourself.',
  ],
  [
    'Is TPMS required in Canada?',
    'Canada has required TPMS on new light vehicles since September 2017 (Motor Vehicle Safety Standard 110 and 138). Before that, many vehicles sold in Canada had it anyway because they shared the US build.',
  ],
];
