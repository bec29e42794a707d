/**
 * VIN syntax (49 CFR 565): 17 characters, digits and capital letters except I, O and Q. Checked
 * before the decoder so a typo gets a precise message. The check digit (position 9) is reported
 * by the decoder, as a warning: see decodeVin.
 */
export function normalizeVin(raw: string): string {
  return raw.replace(/[\s-]+/g, '').toUpperCase();
}

/** Why the VIN cannot be one, or undefined when its syntax is fine. */
export function vinSyntaxProblem(vin: string): string | undefined {
  if (vin.length !== 17) return `a VIN has 17 characters, this one has ${vin.length}`;
  if (/[^A-Z0-9]/.test(vin)) return 'a VIN holds only letters and digits';
  const banned = [...new Set(vin.match(/[IOQ]/g) ?? [])];
  if (banned.length > 0) return `the letters I, O and Q never appear in a VIN (found ${banned.join(', ')})`;
  return undefined;
}

export function invalidVinMessage(vin: string, reason: string): string {
  return `VIN ${vin || '(empty)'} is not a valid VIN: ${reason}.`;
}
