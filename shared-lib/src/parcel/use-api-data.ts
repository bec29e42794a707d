import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../api';

export interface ApiData<T> {
  data: T | undefined;
  /** Why the last load failed (the API's message), until the next success. */
  error: string | undefined;
  /** The failed call's HTTP status, e.g. 404 for "no such product". */
  status: number | undefined;
  reload: () => void;
}

/**
 * Loads data for a component and keeps the last answer, the failure and a reload. `key` names what
 * is loaded (a new key loads again); answers of an older key are dropped.
 */
export function useApiData<T>(key: string, load: () => Promise<T>, fallbackMessage: string): ApiData<T> {
  const [state, setState] = useState<{ data?: T; error?: string; status?: number }>({});
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    let current = true;
    loadRef.current().then(
      (data) => current && setState({ data }),
      (error: unknown) =>
        current &&
        setState((before) => ({
          data: before.data,
          error: error instanceof Error && error.message ? error.message : fallbackMessage,
          status: isApiError(error) ? error.status : undefined,
        })),
    );
    return () => {
      current = false;
    };
  }, [key, attempt, fallbackMessage]);

  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  return { data: state.data, error: state.error, status: state.status, reload };
}
