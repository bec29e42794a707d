import { DEBUG_FLAG, queryFlag } from './query-flags';

/** Spec §9: `debug=true` turns the debug tool on for 7200 seconds. */
export const DEBUG_FLAG_SECONDS = 7_200;
/** localStorage: the moment (ms since epoch) the debug tool turns itself off. */
export const DEBUG_FLAG_KEY = 'axlebay_debug_until';

export interface DebugFlag {
  on: boolean;
  /** When it turns off (ms since epoch); set while on. */
  until?: number;
  /** The query switched it on or off on this page. */
  changed?: 'on' | 'off';
}

/**
 * Reads (and, when the query says so, writes) the debug flag. `debug=true` starts a new 7200 s
 * window from now; `debug=false` ends it at once; an expired window is dropped.
 */
export function debugFlag(search: string, storage: Storage, now: number): DebugFlag {
  const asked = queryFlag(search, DEBUG_FLAG);
  if (asked === true) {
    const until = now + DEBUG_FLAG_SECONDS * 1000;
    storage.setItem(DEBUG_FLAG_KEY, String(until));
    return { on: true, until, changed: 'on' };
  }
  if (asked === false) {
    storage.removeItem(DEBUG_FLAG_KEY);
    return { on: false, changed: 'off' };
  }
  const until = Number(storage.getItem(DEBUG_FLAG_KEY));
  if (Number.isFinite(until) && until > now) return { on: true, until };
  storage.removeItem(DEBUG_FLAG_KEY);
  return { on: false };
}

/** Turns the debug tool off (the panel's own switch). */
export function clearDebugFlag(storage: Storage): void {
  storage.removeItem(DEBUG_FLAG_KEY);
}
