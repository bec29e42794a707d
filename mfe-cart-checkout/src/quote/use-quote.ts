import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessageOf, useApi, type Quote, type QuoteRequest } from '@axlebay/shared-lib';
import { QUOTE_FAILED_TEXT, fetchQuote, quoteBody } from './fetch-quote';

/** Typing in a field (coupon, postal code, quantities) sends one quote after this pause. */
export const QUOTE_DEBOUNCE_MS = 250;

export interface QuoteState {
  /** The latest quote answered (kept while a new one loads, so figures do not blink). */
  quote: Quote | undefined;
  /** On from the moment a new request is known until its answer (or failure). */
  loading: boolean;
  /** Why the latest quote failed (spec §8 error text), until the next success. */
  error: string | undefined;
  /** Asks again with the same request (e.g. after the cart changed on the server). */
  refresh: () => void;
}

export interface UseQuoteOptions {
  /** Changing this asks again even when the request is the same (e.g. a cart revision). */
  revision?: string | number;
  debounceMs?: number;
}

/**
 * The quote for `request` (spec §3 Price): debounced, and ordered — only the latest request's answer
 * is kept, an older one arriving late is dropped. `null` asks nothing (e.g. an empty cart) and clears.
 */
export function useQuote(request: QuoteRequest | null, options: UseQuoteOptions = {}): QuoteState {
  const api = useApi();
  const { revision, debounceMs = QUOTE_DEBOUNCE_MS } = options;
  const key = request ? JSON.stringify(quoteBody(request)) : null;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<QuoteState, 'refresh'>>({ quote: undefined, loading: key !== null, error: undefined });
  const latest = useRef(0);

  useEffect(() => {
    const id = ++latest.current;
    if (key === null) {
      setState({ quote: undefined, loading: false, error: undefined });
      return;
    }
    setState((before) => (before.loading ? before : { ...before, loading: true }));
    const body = JSON.parse(key) as QuoteRequest;
    const timer = setTimeout(() => {
      fetchQuote(api, body).then(
        (quote) => {
          if (id === latest.current) setState({ quote, loading: false, error: undefined });
        },
        (error: unknown) => {
          if (id === latest.current) setState((before) => ({ quote: before.quote, loading: false, error: errorMessageOf(error, QUOTE_FAILED_TEXT) }));
        },
      );
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [api, key, revision, attempt, debounceMs]);

  const refresh = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, refresh };
}
