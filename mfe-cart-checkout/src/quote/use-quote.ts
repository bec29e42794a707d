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
  // `done`: which request the quote or error answers; loading until it is the current one.
  const [state, setState] = useState<{ quote?: Quote; error?: string; done?: string }>({});
  const current = key === null ? null : `${key}|${revision ?? ''}|${attempt}`;
  const latest = useRef<string | null>(null);
  latest.current = current;

  useEffect(() => {
    if (current === null || key === null) {
      setState({});
      return;
    }
    const body = JSON.parse(key) as QuoteRequest;
    const timer = setTimeout(() => {
      fetchQuote(api, body).then(
        (quote) => {
          if (latest.current === current) setState({ quote, done: current });
        },
        (error: unknown) => {
          if (latest.current === current) setState((before) => ({ quote: before.quote, error: errorMessageOf(error, QUOTE_FAILED_TEXT), done: current }));
        },
      );
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [api, key, current, debounceMs]);

  const refresh = useCallback(() => setAttempt((n) => n + 1), []);
  const loading = current !== null && state.done !== current;
  return { quote: current === null ? undefined : state.quote, loading, error: loading ? undefined : state.error, refresh };
}
