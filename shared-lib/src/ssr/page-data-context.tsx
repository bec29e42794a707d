import { createContext, useContext } from 'react';
import type { PageData } from './page-data';

/** The page data of the remote area being rendered: set by `createRemoteParcel`'s root. */
export const PageDataContext = createContext<PageData | null>(null);

export function usePageData(): PageData | null {
  return useContext(PageDataContext);
}

/** True while rendering on the server. */
export function useIsServerRender(): boolean {
  return useContext(PageDataContext)?.mode === 'server';
}
