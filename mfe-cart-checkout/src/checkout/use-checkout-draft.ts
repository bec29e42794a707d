import { useCallback, useEffect, useRef, useState } from 'react';
import { readSessionJson, writeSessionJson } from '../session/browser-session';
import { DRAFT_KEY, sanitizeDraft, type CheckoutDraft } from './checkout-draft';

export interface DraftState {
  /** False until the stored draft was read (in an effect, after the first render). */
  ready: boolean;
  draft: CheckoutDraft;
  /** Merges and stores at once, so a reload or back/forward finds it. */
  update: (patch: Partial<CheckoutDraft>) => void;
  clear: () => void;
}

/** The checkout draft in sessionStorage under DRAFT_KEY: read once in an effect, written on each change. */
export function useCheckoutDraft(): DraftState {
  const [state, setState] = useState<{ ready: boolean; draft: CheckoutDraft }>({ ready: false, draft: {} });
  const current = useRef<CheckoutDraft>({});

  useEffect(() => {
    current.current = sanitizeDraft(readSessionJson(DRAFT_KEY));
    setState({ ready: true, draft: current.current });
  }, []);

  const update = useCallback((patch: Partial<CheckoutDraft>) => {
    const draft = sanitizeDraft({ ...current.current, ...patch });
    current.current = draft;
    writeSessionJson(DRAFT_KEY, draft);
    setState({ ready: true, draft });
  }, []);

  const clear = useCallback(() => {
    current.current = {};
    writeSessionJson(DRAFT_KEY, undefined);
    setState({ ready: true, draft: {} });
  }, []);

  return { ...state, update, clear };
}
