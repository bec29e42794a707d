import { createContext, useContext } from 'react';
import type { PageData, RemoteName, RouteName } from '@axlebay/shared-lib';

/**
 * A remote area the server rendered into the page's first HTML: the server renders it from this
 * (the HTML it just composed), the browser's first render from the same HTML read back from the page,
 * then the remote's parcel hydrates it with the server's data.
 */
export interface ServerArea {
  remote: RemoteName;
  routeName: RouteName;
  html: string;
  /** Browser: the server's answers for the hydrating render. */
  pageData?: PageData;
  /** Set once the shopper has left the first route: later visits render in the browser. */
  released?: boolean;
}

export const ServerAreaContext = createContext<ServerArea | null>(null);

/** The server area for this remote and route, while the first route is still shown. */
export function useServerArea(remote: RemoteName, routeName: RouteName): ServerArea | undefined {
  const area = useContext(ServerAreaContext);
  if (!area || area.released || area.remote !== remote) return undefined;
  if (area.routeName !== routeName) {
    area.released = true;
    return undefined;
  }
  return area;
}
