import { isApiError, type ApiClient } from '@axlebay/shared-lib';
import { loadMakesOfYear, loadModels, loadYears } from './catalog-directory';
import { slugify } from './slug';

export const VEHICLE_ID_API = '/item/public/buyer/car-model/vehicle-id';

/** `GET /item/public/buyer/car-model/vehicle-id` (taxonomy README). */
export interface VehicleIdAnswer {
  year: { id: number; name: string };
  make: { id: number; name: string };
  model?: { id: number; name: string };
  attributeValueId: number;
  level: number;
}

/** The vehicle a category URL names (`/headlights/toyota/corolla/2018`). */
export interface PathVehicle {
  attributeValueId: string;
  year: string;
  make: string;
  model: string;
  /** "2018 Toyota Corolla" */
  label: string;
}

export interface VehiclePathValues {
  make: string;
  model: string;
  year: string;
}

const notFound = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400);

function fromAnswer(answer: VehicleIdAnswer): PathVehicle {
  const model = answer.model?.name ?? '';
  return {
    attributeValueId: String(answer.attributeValueId),
    year: answer.year.name,
    make: answer.make.name,
    model,
    label: [answer.year.name, answer.make.name, model].filter(Boolean).join(' '),
  };
}

const ask = (api: ApiClient, year: string, make: string, model: string) => api.get<VehicleIdAnswer>(VEHICLE_ID_API, { year, make, model });

/** Exact names for URL handles, walking the vehicle choices of that year (handles compared as the API makes them). */
async function namesByWalk(api: ApiClient, values: VehiclePathValues): Promise<{ make: string; model: string } | null> {
  const year = (await loadYears(api)).find((y) => y.value === values.year);
  if (!year) return null;
  const make = (await loadMakesOfYear(api, year.id)).find((m) => slugify(m.value) === values.make);
  if (!make) return null;
  const model = (await loadModels(api, make.id)).find((m) => slugify(m.value) === values.model);
  return model ? { make: make.value, model: model.value } : null;
}

/**
 * Resolves the make/model/year of a URL to the vehicle (its attributeValueId) with the API's
 * vehicle-id lookup. Handles are tried as words first ("land-rover" → "land rover", one call); a
 * handle whose name keeps its dashes or mixes them ("cx-5", "mercedes-benz") is found by walking
 * that year's choices. Null: no such vehicle (the page is a 404). Network failures reject.
 */
export async function resolvePathVehicle(api: ApiClient, raw: VehiclePathValues): Promise<PathVehicle | null> {
  const values = { make: raw.make.toLowerCase(), model: raw.model.toLowerCase(), year: raw.year };
  if (!/^\d{4}$/.test(values.year) || !values.make || !values.model) return null;
  const words = (handle: string) => handle.replace(/-+/g, ' ').trim();
  try {
    return fromAnswer(await ask(api, values.year, words(values.make), words(values.model)));
  } catch (error) {
    if (!notFound(error)) throw error;
  }
  const names = await namesByWalk(api, values);
  if (!names) return null;
  try {
    return fromAnswer(await ask(api, values.year, names.make, names.model));
  } catch (error) {
    if (notFound(error)) return null;
    throw error;
  }
}
