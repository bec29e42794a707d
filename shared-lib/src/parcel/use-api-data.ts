import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../api';
import type { PageDataEntry } from '../ssr/page-data';
import { usePageData } from '../ssr/page-data-context';

export interface ApiData<T> {
  data: T | undefined;
  /** Why the last load failed (the API's message), until the next success. */
  error: string | undefined;
  /** The failed call's HTTP status, e.g. 404 for "no such product". */
  status: number | undefined;
  reload: () => void;
}

type State<T> = { data?: T; error?: string; status?: number };

function describeFailure(error: unknown, fallbackMessage: string): { error: string; status?: number } {
  return {
    error: error instanceof Error && error.message ? error.message : fallbackMessage,
    status: isApiError(error) ? error.status : undefined,
  };
}

function stateOf<T>(entry: PageDataEntry): State<T> {
  return 'data' in entry ? { data: entry.data as T } : { error: entry.error, status: entry.status };
}

export interface ApiDataOptions {
  /**
   * The answer depends on what only the shopper's browser holds (a key in its storage, its cart): the
   * server renders the loading state and the browser loads after hydration.
   */
  browserOnly?: boolean;
}

/**
 * Loads data for a component and keeps the last answer, the failure and a reload. `key` names what
 * is loaded (a new key loads again); answers of an older key are dropped.
 *
 * It is also the route's loader when a page is composed on the server: there the render waits for
 * each key's answer (React suspends on it) and the answers travel with the HTML; in the browser the
 * hydrating render starts from the same answers and does not fetch them again.
 */
export function useApiData<T>(key: string, load: () => Promise<T>, fallbackMessage: string, options: ApiDataOptions = {}): ApiData<T> {
  const page = usePageData();
  // Loading, as the browser's hydrating render also starts (no answer under this key to start from).
  if (page?.mode === 'server' && options.browserOnly) return { data: undefined, error: undefined, status: undefined, reload: noop };
  if (page?.mode === 'server') {
    // Until the key is answered the component suspends: the server's render waits for the answer and
    // renders it again (preact-render-to-string's async render, shell/src/server/render-area.tsx).
    const loading = page.load(key, load, (error) => describeFailure(error, fallbackMessage));
    const entry = page.entries.get(key);
    if (!entry) throw loading;
    const state = stateOf<T>(entry);
    return { data: state.data, error: state.error, status: state.status, reload: noop };
  }
  return useBrowserApiData(key, load, fallbackMessage);
}

function noop() {}

function useBrowserApiData<T>(key: string, load: () => Promise<T>, fallbackMessage: string): ApiData<T> {
  const page = usePageData();
  const seed = page?.entries.get(key);
  const [state, setState] = useState<State<T>>(() => (seed ? stateOf<T>(seed) : {}));
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  // The server's answer for this key stands for the first load; later keys and reloads fetch.
  const seededKey = useRef(seed ? key : undefined);

  useEffect(() => {
    if (seededKey.current === key && attempt === 0) {
      seededKey.current = undefined;
      page?.consume(key);
      return;
    }
    seededKey.current = undefined;
    let current = true;
    loadRef.current().then(
      (data) => current && setState({ data }),
      (error: unknown) => current && setState((before) => ({ data: before.data, ...describeFailure(error, fallbackMessage) })),
    );
    return () => {
      current = false;
    };
    // page is fixed for a mounted area.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, fallbackMessage]);

  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  return { data: state.data, error: state.error, status: state.status, reload };
}
