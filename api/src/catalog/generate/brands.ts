import { slugify } from './slug';

/** Fictional aftermarket brands, each selling in a few departments (by handle). */
export interface BrandDef {
  name: string;
  /** Part-number prefix. */
  code: string;
  departments: readonly string[];
  country: string;
}

const b = (name: string, code: string, country: string, ...departments: string[]): BrandDef => ({ name, code, country, departments });

export const BRANDS: readonly BrandDef[] = [
  b('Axlebay Select', 'AXS', 'USA', 'lighting', 'exterior', 'interior', 'brakes', 'suspension', 'wheels-tires', 'tools-garage'),
  b('Nightforge', 'NGF', 'Taiwan', 'lighting'),
  b('Lumatrek', 'LMT', 'China', 'lighting', 'electrical'),
  b('Polarbeam', 'PLB', 'China', 'lighting'),
  b('Halocraft', 'HLC', 'Taiwan', 'lighting', 'exterior'),
  b('Brightline Auto', 'BLA', 'China', 'lighting'),
  b('Ridgecrest', 'RGC', 'USA', 'exterior', 'suspension'),
  b('Trailmark', 'TRM', 'USA', 'exterior', 'interior'),
  b('Ironpeak', 'IRP', 'Mexico', 'exterior', 'suspension'),
  b('Contour Coverworks', 'CCW', 'China', 'interior'),
  b('Weatherwall', 'WWL', 'USA', 'interior'),
  b('Torquewerks', 'TQW', 'USA', 'performance', 'engine-parts'),
  b('Apexion', 'APX', 'Taiwan', 'performance'),
  b('Rallyx', 'RLX', 'Taiwan', 'performance', 'wheels-tires'),
  b('Sensorline', 'SNL', 'China', 'wheels-tires', 'electrical'),
  b('Valvetrack', 'VLT', 'China', 'wheels-tires'),
  b('Lugnut Co.', 'LNC', 'Taiwan', 'wheels-tires'),
  b('Stopworx', 'STW', 'USA', 'brakes'),
  b('Brakeline Pro', 'BLP', 'Mexico', 'brakes'),
  b('Calibra Brake', 'CLB', 'China', 'brakes'),
  b('Voltstar', 'VST', 'USA', 'electrical'),
  b('Sparkwell', 'SPW', 'Japan', 'electrical', 'engine-parts'),
  b('Coolflow', 'CFL', 'China', 'engine-parts'),
  b('Motorcore', 'MTC', 'Mexico', 'engine-parts'),
  b('Summit Drive', 'SMD', 'USA', 'suspension'),
  b('Stridepro', 'STP', 'China', 'suspension', 'brakes'),
  b('Garagemate', 'GRM', 'China', 'tools-garage'),
  b('Scanlogic', 'SCL', 'China', 'tools-garage', 'electrical'),
  b('Roadvise', 'RDV', 'USA', 'tools-garage', 'exterior'),
  b('Cobalt Auto', 'CBA', 'Taiwan', 'lighting', 'exterior', 'performance'),
  b('Northbound', 'NRB', 'Canada', 'interior', 'exterior', 'wheels-tires'),
  b('Maple Ridge Parts', 'MRP', 'Canada', 'brakes', 'suspension', 'engine-parts'),
];

export interface BrandRow {
  id: number;
  name: string;
  urlHandle: string;
  logoUrl: string;
}

export function brandRows(publicUrl: string): BrandRow[] {
  return BRANDS.map((brand, i) => ({
    id: i + 1,
    name: brand.name,
    urlHandle: slugify(brand.name),
    logoUrl: `${publicUrl}/item/public/image/brand/${i + 1}.svg`,
  }));
}
