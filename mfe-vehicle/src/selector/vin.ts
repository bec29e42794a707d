import { formMessages, isApiError, type CurrentVehicle } from '@axlebay/shared-lib';

/** Spaces and dashes dropped, upper case (as the API reads a VIN). */
export function normalizeVin(raw: string): string {
  return raw.replace(/[\s-]+/g, '').toUpperCase();
}

/**
 * The message for a VIN that cannot be one (49 CFR 565: 17 characters, letters and digits, never
 * I, O or Q), or undefined when it may be sent. Expects a normalized VIN.
 */
export function vinProblem(vin: string): string | undefined {
  if (vin === '') return formMessages.required('VIN');
  const invalid = formMessages.invalid('VIN', 'VIN');
  if (vin.length !== 17) return `${invalid}: a VIN has 17 characters, this one has ${vin.length}.`;
  if (/[^A-Z0-9]/.test(vin)) return `${invalid}: a VIN holds only letters and digits.`;
  const banned = [...new Set(vin.match(/[IOQ]/g) ?? [])];
  if (banned.length > 0) return `${invalid}: the letters I, O and Q never appear in a VIN (found ${banned.join(', ')}).`;
  return undefined;
}

export interface VinNode {
  id: number | string;
  name: string;
}

/** `POST /item/public/buyer/vin/decode` → data (api/src/taxonomy/routes.ts, vin-decoder.ts). */
export interface VinDecodeAnswer {
  vin: string;
  year: number;
  make: string;
  model: string;
  trim?: string;
  series?: string;
  engine?: string;
  engineDetails?: { displacementL?: number; cylinders?: number; configuration?: string; code?: string; fuel?: string };
  bodyStyle?: string;
  driveType?: string;
  fuelType?: string;
  transmission?: string;
  doors?: number;
  manufacturer?: string;
  checkDigit?: { valid: boolean; expected?: string; actual?: string };
  warnings?: string[];
  /** Taxonomy nodes matched, year and make always, down to the deepest match. */
  vehicle: {
    year: VinNode;
    make: VinNode;
    model?: VinNode;
    trim?: VinNode;
    engine?: VinNode;
    makeId?: number;
    modelId?: number;
    level: number;
    attributeValueId: number | string;
    certain: boolean;
  };
}

function isNode(value: unknown): value is VinNode {
  if (typeof value !== 'object' || value === null) return false;
  const node = value as Record<string, unknown>;
  return (typeof node.id === 'number' || typeof node.id === 'string') && typeof node.name === 'string';
}

/** Checks the parts of the answer the storefront relies on. */
export function isVinDecodeAnswer(value: unknown): value is VinDecodeAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const answer = value as Record<string, unknown>;
  const vehicle = answer.vehicle as Record<string, unknown> | undefined;
  return typeof answer.vin === 'string' && typeof vehicle === 'object' && vehicle !== null && isNode(vehicle.year) && isNode(vehicle.make);
}

/** Trims the taxonomy adds where the VIN names none: not worth repeating in a summary. */
const STAND_IN_TRIMS = new Set(['all trims', 'other trims']);

/** The matched nodes as a selector pre-fill (ids and names per level, deepest id, the VIN). */
export function vinToInitial(answer: VinDecodeAnswer): Partial<CurrentVehicle> {
  const initial: Partial<CurrentVehicle> = { vin: answer.vin };
  for (const level of ['year', 'make', 'model', 'trim', 'engine'] as const) {
    const node = answer.vehicle[level];
    if (!node) break;
    initial[level] = String(node.id);
    initial[`${level}Name`] = node.name;
  }
  initial.attributeValueId = String(answer.vehicle.attributeValueId);
  return initial;
}

/** "2018 Toyota Corolla LE 1.8L I4": the matched names, stand-in trims left out. */
export function vinSummary(answer: VinDecodeAnswer): string {
  const { year, make, model, trim, engine } = answer.vehicle;
  const trimName = trim && !STAND_IN_TRIMS.has(trim.name.toLowerCase()) ? trim.name : undefined;
  return [year.name, make.name, model?.name, trimName, engine?.name].filter(Boolean).join(' ');
}

/** Gentle notes about a decode that worked: a wrong check digit, a model we do not list. */
export function vinNotes(answer: VinDecodeAnswer): string[] {
  const notes: string[] = [];
  if (answer.checkDigit && answer.checkDigit.valid === false) {
    const detail =
      answer.checkDigit.expected && answer.checkDigit.actual
        ? ` (position 9 is ${answer.checkDigit.actual}, ${answer.checkDigit.expected} was expected)`
        : '';
    notes.push(`The VIN's check digit does not match${detail}. Many VINs carry one like it, so we decoded it anyway: please check the vehicle below is yours.`);
  }
  if (!answer.vehicle.model) {
    const said = [answer.year, answer.make, answer.model].filter(Boolean).join(' ');
    notes.push(`The VIN says ${said}, a model not in our vehicle list: please choose the closest model.`);
  }
  return notes;
}

export const VIN_UNAVAILABLE = 'VIN decoding is not available right now. Please try again, or choose your vehicle step by step.';

/** The server's sentence for a VIN it refuses (400) or does not know (404); a general one otherwise. */
export function vinErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    const status = error.status ?? Number(error.code);
    if ((status === 400 || status === 404) && error.message) return error.message;
  }
  return VIN_UNAVAILABLE;
}
