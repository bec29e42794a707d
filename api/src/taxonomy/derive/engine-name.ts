/**
 * Engine names such as "1.8L I4", "3.5L V6", "2.5L H4", "1.3L Rotary" from vPIC displacement
 * (element 13), cylinders (9) and engine configuration (64, lookup table EngineConfiguration).
 */

/** EngineConfiguration ids → the letter used in engine names. */
const CONFIGURATION_LETTERS: Record<string, string> = {
  '1': 'I', // In-Line
  '2': 'V', // V-Shaped
  '4': 'W', // W Shaped
  '5': 'H', // Horizontally opposed (boxer)
};
const ROTARY = '3';

/** EngineConfiguration names (as corgi's decoder reports them) → ids. */
export const CONFIGURATION_IDS: Record<string, string> = {
  'In-Line': '1',
  'V-Shaped': '2',
  Rotary: '3',
  'W Shaped': '4',
  'Horizontally opposed (boxer)': '5',
};

/** "2", "2.0", "2.00" → 2.0; cubic centimetres ("1998") → 2.0; anything else → undefined. */
export function parseDisplacement(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw.trim());
  if (!Number.isFinite(value) || value <= 0) return undefined;
  const litres = value >= 100 ? value / 1000 : value;
  if (litres < 0.5 || litres > 10) return undefined;
  return Math.round(litres * 10) / 10;
}

export function parseCylinders(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^\d{1,2}$/.test(raw.trim())) return undefined;
  const n = Number(raw);
  return n >= 2 && n <= 16 ? n : undefined;
}

export interface EngineParts {
  displacement?: number;
  cylinders?: number;
  /** EngineConfiguration id as vPIC stores it ("1" In-Line, "2" V-Shaped…). */
  configuration?: string;
  /** True when vPIC says the vehicle is battery-electric (no combustion engine). */
  electric?: boolean;
}

/**
 * The engine's display name, or undefined when vPIC gives too little to name it. Without a known
 * configuration the cylinder count is shown as "4-cyl" rather than guessing inline or V.
 */
export function engineName({ displacement, cylinders, configuration, electric }: EngineParts): string | undefined {
  const litres = displacement === undefined ? undefined : `${displacement.toFixed(1)}L`;
  if (configuration === ROTARY) return litres ? `${litres} Rotary` : 'Rotary';
  let layout: string | undefined;
  if (cylinders !== undefined) {
    const letter = configuration ? CONFIGURATION_LETTERS[configuration] : undefined;
    layout = letter ? `${letter}${cylinders}` : `${cylinders}-cyl`;
  }
  if (litres && layout) return `${litres} ${layout}`;
  if (litres) return litres;
  if (layout) return layout;
  return electric ? 'Electric' : undefined;
}
