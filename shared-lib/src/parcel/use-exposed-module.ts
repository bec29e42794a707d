import { useEffect, useReducer, useState } from 'react';
import type { ExposedModules, RemoteName } from '../contracts';
import { monitoring } from '../monitoring';
import { useRemoteProps } from './remote-context';
import { useHydrated } from './use-hydrated';

/**
 * `idle` on the server and on the browser's hydrating render: nothing is asked then.
 * Otherwise: `loading`, then `ready` with the module or `failed` (the remote is unavailable).
 */
export type ExposedModuleState<T> = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; module: T } | { status: 'failed' };

interface Entry {
  promise: Promise<unknown>;
  loaded: boolean;
  module?: unknown;
}

// One load per page and module, shared by every component that wants it (a page of 24 cards asks
// once). Keyed by the shell's `exposed` service so tests and pages never share modules. A failure is
// forgotten once every waiting component has seen it, so a later mount asks again.
const loads = new WeakMap<ExposedModules, Map<string, Entry>>();

function entryOf(exposed: ExposedModules, key: string): Entry | undefined {
  return loads.get(exposed)?.get(key);
}

function load(exposed: ExposedModules, remote: RemoteName, expose: string): Entry {
  const key = `${remote}/${expose}`;
  let entries = loads.get(exposed);
  if (!entries) loads.set(exposed, (entries = new Map()));
  const known = entries.get(key);
  if (known) return known;
  const entry: Entry = { loaded: false, promise: Promise.resolve() };
  entry.promise = exposed.loadModule<unknown>(remote, expose).then(
    (module) => {
      entry.loaded = true;
      entry.module = module;
    },
    (error: unknown) => {
      entries!.delete(key);
      monitoring.report({ level: 'p2', kind: 'remote-load', remote, error });
      throw error;
    },
  );
  entries.set(key, entry);
  return entry;
}

/**
 * Another remote's exposed plain module (e.g. a React component it exposes), loaded at run time
 * through `exposed.loadModule` once per page, never during render and never before hydration, so the
 * server's render and the hydration render stay `idle` and agree. A component mounted after
 * hydration sees a module already loaded in its first render.
 */
export function useExposedModule<T>(remote: RemoteName, expose: string): ExposedModuleState<T> {
  const { exposed } = useRemoteProps();
  const hydrated = useHydrated();
  const key = `${remote}/${expose}`;
  const [failedKey, setFailedKey] = useState<string>();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  // After hydration only: the cache is a browser thing (a server render never reads it).
  const ready = hydrated ? entryOf(exposed, key) : undefined;
  const seenLoaded = Boolean(ready?.loaded);

  useEffect(() => {
    if (!hydrated) return;
    const entry = load(exposed, remote, expose);
    if (entry.loaded) {
      if (!seenLoaded) rerender(); // loaded between this render and its effect
      return;
    }
    let live = true;
    entry.promise.then(
      () => live && rerender(),
      () => live && setFailedKey(key),
    );
    return () => {
      live = false;
    };
  }, [hydrated, exposed, remote, expose, key, seenLoaded]);

  if (!hydrated) return IDLE;
  if (ready?.loaded) return { status: 'ready', module: ready.module as T };
  if (failedKey === key) return FAILED;
  return LOADING;
}

const IDLE = { status: 'idle' } as const;
const LOADING = { status: 'loading' } as const;
const FAILED = { status: 'failed' } as const;
