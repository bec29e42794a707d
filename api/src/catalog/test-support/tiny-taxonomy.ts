import type { TaxonomySnapshot, TaxonomyVariant } from '../generate/taxonomy';

const MODELS = [
  { id: 2208, makeId: 448, name: 'Corolla', vehicleType: 'Passenger Car', yearFrom: 2009, yearTo: 2024 },
  { id: 2469, makeId: 448, name: 'Camry', vehicleType: 'Passenger Car', yearFrom: 2007, yearTo: 2024 },
  { id: 2471, makeId: 448, name: 'Tacoma', vehicleType: 'Truck', yearFrom: 2005, yearTo: 2023 },
  { id: 1861, makeId: 460, name: 'F-150', vehicleType: 'Truck', yearFrom: 2004, yearTo: 2024 },
  { id: 1798, makeId: 460, name: 'Escape', vehicleType: 'MPV', yearFrom: 2008, yearTo: 2022 },
  { id: 1863, makeId: 474, name: 'Civic', vehicleType: 'Passenger Car', yearFrom: 2006, yearTo: 2024 },
  { id: 1865, makeId: 474, name: 'CR-V', vehicleType: 'MPV', yearFrom: 2007, yearTo: 2024 },
  { id: 1550, makeId: 467, name: 'Silverado 1500', vehicleType: 'Truck', yearFrom: 2007, yearTo: 2024 },
];

const TRIMS: Record<number, readonly (readonly [string, string])[]> = {
  2208: [['LE', '1.8L L4'], ['SE', '2.0L L4']],
  2469: [['LE', '2.5L L4'], ['XSE', '3.5L V6']],
  1861: [['XLT', '3.5L V6'], ['Lariat', '5.0L V8']],
  1863: [['LX', '2.0L L4'], ['Si', '1.5L L4 Turbo']],
};

/** A tiny taxonomy (4 makes, 8 models) for generator tests that need no database. */
export function tinyTaxonomy(): TaxonomySnapshot {
  const variants: TaxonomyVariant[] = [];
  for (const model of MODELS) {
    for (let year = model.yearFrom; year <= model.yearTo; year++) {
      for (const [trim, engine] of TRIMS[model.id] ?? []) variants.push({ modelId: model.id, year, trim, engine, certain: year % 4 !== 0 });
    }
  }
  return {
    makes: [
      { id: 448, name: 'Toyota' },
      { id: 460, name: 'Ford' },
      { id: 467, name: 'Chevrolet' },
      { id: 474, name: 'Honda' },
    ],
    models: MODELS,
    variants,
  };
}
