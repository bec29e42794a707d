import { IdScope } from '@axlebay/shared-lib';
import { ServerAreaContext, type ServerArea } from '../remote-area/server-area';
import { SessionExpiryRedirect } from '../session/session-expiry';
import { AppRoutes } from './AppRoutes';
import { ShellContext, type ShellServices } from './shell-context';

/**
 * The shell's tree inside a router: the same on the server (StaticRouter) and in the browser
 * (BrowserRouter), so the browser's first render matches the server's HTML.
 */
export function ShellApp({ services, serverArea }: { services: ShellServices; serverArea: ServerArea | null }) {
  return (
    <IdScope prefix="shell-">
      <ShellContext.Provider value={services}>
        <ServerAreaContext.Provider value={serverArea}>
          <SessionExpiryRedirect />
          <AppRoutes />
        </ServerAreaContext.Provider>
      </ShellContext.Provider>
    </IdScope>
  );
}
