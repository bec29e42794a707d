/** Merchandising collections (a small tree) and the rule that puts an item in at most one of them. */
export interface CollectionRow {
  id: number;
  parentId: number | null;
  name: string;
  urlHandle: string;
  sort: number;
}

export const COLLECTIONS: readonly CollectionRow[] = [
  { id: 1, parentId: null, name: 'Deals', urlHandle: 'deals', sort: 1 },
  { id: 2, parentId: 1, name: 'Top Deals', urlHandle: 'top-deals', sort: 1 },
  { id: 3, parentId: 1, name: 'Black Friday Deals', urlHandle: 'black-friday-deals', sort: 2 },
  { id: 4, parentId: 1, name: 'Last Chance', urlHandle: 'last-chance', sort: 3 },
  { id: 5, parentId: null, name: 'Shop by Project', urlHandle: 'projects', sort: 2 },
  { id: 6, parentId: 5, name: 'LED Upgrade', urlHandle: 'led-upgrade', sort: 1 },
  { id: 7, parentId: 5, name: 'Brake Job', urlHandle: 'brake-job', sort: 2 },
  { id: 8, parentId: 5, name: 'Lift & Level', urlHandle: 'lift-and-level', sort: 3 },
  { id: 9, parentId: 5, name: 'Tune-Up', urlHandle: 'tune-up', sort: 4 },
  { id: 10, parentId: null, name: 'New Arrivals', urlHandle: 'new-arrivals', sort: 3 },
];

export interface CollectionFacts {
  leafHandle: string;
  title: string;
  discountPercent: number;
  campaignMark: string;
  availableTotal: number;
}

const PROJECT_LEAVES: Record<string, number> = {
  'brake-pads': 7, 'brake-rotors': 7, 'brake-kits': 7, 'brake-calipers': 7,
  'lift-kits': 8, 'running-boards': 8, 'led-light-bars': 8,
  'spark-plugs': 9, 'ignition-coils': 9, 'cold-air-intakes': 9,
};

export function collectionFor(f: CollectionFacts): number | null {
  if (f.campaignMark === 'BLACK_FRIDAY') return 3;
  if (f.campaignMark === 'NEW_ARRIVAL') return 10;
  if (f.discountPercent >= 35) return 2;
  if (f.availableTotal > 0 && f.availableTotal <= 5) return 4;
  if (/\bLED\b/.test(f.title)) return 6;
  return PROJECT_LEAVES[f.leafHandle] ?? null;
}
