import { createContext, useContext } from 'react';
import type { ApiClient, Market, PersistedStateService, SessionService } from '@axlebay/shared-lib';
import type { Overrides } from '../registry/overrides';
import type { FrameContent } from '../content/frame-content';

/** What the shell decided at start-up and hands to every route. */
export interface ShellServices {
  api: ApiClient;
  market: Market;
  session: SessionService;
  persisted: PersistedStateService;
  overrides: Overrides;
  /** A sign-in token is present (the browser's cookie, or the request's on the server). */
  hasToken: () => boolean;
  /** The page's first HTML came from the server (its head is already right; the 404 swap may be on). */
  firstHtml?: { notFound: boolean; frame?: FrameContent };
}

export const ShellContext = createContext<ShellServices | null>(null);

export function useShell(): ShellServices {
  const value = useContext(ShellContext);
  if (!value) throw new Error('ShellContext missing');
  return value;
}
