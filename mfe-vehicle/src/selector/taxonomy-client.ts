import { VEHICLE_LEVELS, type ApiClient, type VehicleLevel } from '@axlebay/shared-lib';
import type { VehicleOption } from './vehicle-choice';

/** The taxonomy endpoints the selector calls (api/src/taxonomy/README.md "Endpoints"). */
export const TAXONOMY_API = {
  stepMap: '/item/public/attr/key/car-model/map',
  children: '/item/public/attr/value/child/car-model',
  vinDecode: '/item/public/buyer/vin/decode',
} as const;

export interface StepLabel {
  key: VehicleLevel;
  /** "Year" */
  name: string;
  /** "Select Year" */
  prompt: string;
}

/** Used until the map arrives and when it cannot be loaded; the same words the API answers. */
export const FALLBACK_STEP_LABELS: readonly StepLabel[] = VEHICLE_LEVELS.map((key) => {
  const name = key.charAt(0).toUpperCase() + key.slice(1);
  return { key, name, prompt: `Select ${name}` };
});

/** Parent key of the years' list; other lists are keyed by their parent's id. */
export const ROOT_LIST = 'root';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** `{ "1": { key, name, prompt }, … }` → labels in step order; a missing or odd entry keeps its fallback. */
export function parseStepLabels(data: unknown): StepLabel[] {
  return FALLBACK_STEP_LABELS.map((fallback, index) => {
    const entry = isRecord(data) ? data[String(index + 1)] : undefined;
    if (!isRecord(entry)) return fallback;
    return { key: fallback.key, name: text(entry.name) ?? fallback.name, prompt: text(entry.prompt) ?? fallback.prompt };
  });
}

/** The child-values answer → options; entries without an id or text are dropped. */
export function parseOptions(data: unknown, level: number): VehicleOption[] {
  if (!Array.isArray(data)) throw new Error('The vehicle list could not be read');
  const options: VehicleOption[] = [];
  for (const entry of data) {
    if (!isRecord(entry)) continue;
    const id = text(entry.id);
    const label = text(entry.text) ?? text(entry.value);
    if (!id || !label) continue;
    options.push({
      id,
      value: text(entry.value) ?? label,
      text: label,
      level: typeof entry.level === 'number' ? entry.level : level,
      certain: entry.certain !== false,
      defaultValue: entry.defaultValue === true,
    });
  }
  return options;
}

interface ApiCache {
  labels?: Promise<StepLabel[]>;
  lists: Map<string, Promise<VehicleOption[]>>;
  resolved: Map<string, VehicleOption[]>;
}

// One cache per API client, i.e. per page: the taxonomy does not change while the shop is open.
const caches = new WeakMap<ApiClient, ApiCache>();

function cacheOf(api: ApiClient): ApiCache {
  let cache = caches.get(api);
  if (!cache) {
    cache = { lists: new Map(), resolved: new Map() };
    caches.set(api, cache);
  }
  return cache;
}

/** Step names and prompts, fetched once per API client; the built-in words when the call fails. */
export function loadStepLabels(api: ApiClient): Promise<StepLabel[]> {
  const cache = cacheOf(api);
  cache.labels ??= api.get(TAXONOMY_API.stepMap).then(parseStepLabels, () => {
    cache.labels = undefined; // the next selector on the page asks again
    return [...FALLBACK_STEP_LABELS];
  });
  return cache.labels;
}

/**
 * The choices below `parent` (`ROOT_LIST` for the years), fetched once per API client and parent.
 * A failed call is forgotten, so Retry asks again.
 */
export function loadOptions(api: ApiClient, parent: string, level: number): Promise<VehicleOption[]> {
  const cache = cacheOf(api);
  let list = cache.lists.get(parent);
  if (!list) {
    const params = parent === ROOT_LIST ? { level: 1 } : { parentId: parent };
    list = api.get(TAXONOMY_API.children, params).then((data) => {
      const options = parseOptions(data, level);
      cache.resolved.set(parent, options);
      return options;
    });
    const pending = list;
    pending.catch(() => {
      if (cache.lists.get(parent) === pending) cache.lists.delete(parent);
    });
    cache.lists.set(parent, pending);
  }
  return list;
}

/** A list already loaded for this API client, synchronously (no loading flash when going back). */
export function peekOptions(api: ApiClient, parent: string): VehicleOption[] | undefined {
  return caches.get(api)?.resolved.get(parent);
}
