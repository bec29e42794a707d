import { createEventBus, type EventBus } from './event-bus';

/**
 * One bus per page, however many copies of shared-lib got bundled: the first copy to load parks its
 * bus on a well-known global symbol and every later copy picks it up. Module Federation normally shares
 * shared-lib as a singleton; this guards against a remote that bundled its own copy.
 */
const BUS_KEY = Symbol.for('axlebay.event-bus');
const COPIES_KEY = Symbol.for('axlebay.shared-lib.copies');

type BusGlobal = typeof globalThis & { [BUS_KEY]?: EventBus; [COPIES_KEY]?: number };
const g = globalThis as BusGlobal;

g[COPIES_KEY] = (g[COPIES_KEY] ?? 0) + 1;

export const bus: EventBus = (g[BUS_KEY] ??= createEventBus());

/** How many copies of shared-lib's bus module evaluated on this page (diagnostics and e2e). */
export function sharedLibCopies(): number {
  return g[COPIES_KEY] ?? 0;
}
