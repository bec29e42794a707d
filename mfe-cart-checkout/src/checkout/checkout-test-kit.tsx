/* Tests only: renders this remote's pages with a navigation that really moves between them. */
import { act, configure, render } from '@testing-library/react';
import { Suspense, useState } from 'react';
import {
  bus,
  RemoteContext,
  US_MARKET,
  type ApiClient,
  type Market,
  type RemoteParcelProps,
  type RouteName,
  type SessionUser,
} from '@axlebay/shared-lib';
import { memoryPersistedState, noExposedModules, recordingSession } from '@axlebay/shared-lib/testing';
import { CheckoutPage } from './CheckoutPage';
import { OrderResultPage } from '../order-result/OrderResultPage';
import { PaymentCallbackPage } from '../payment-callback/PaymentCallbackPage';
import { TrackOrderPage } from '../order-track/TrackOrderPage';

// The pages themselves, not the lazy map: no chunk loading in unit tests.
const pages: Record<string, React.ComponentType> = { cart: () => <p>Cart</p>, checkout: CheckoutPage, orderResult: OrderResultPage, orderTrack: TrackOrderPage, paymentCallback: PaymentCallbackPage };

// The quote waits 250 ms before asking; a busy machine needs more than the default 1 s.
configure({ asyncUtilTimeout: 4000 });

export const BUYER: SessionUser = { accountId: 7, email: 'ann@example.com', nickname: 'Ann', zipCode: '', emailVerified: true, useFirstDiscount: false, points: 1200 };

function routeOf(path: string): { name: RouteName; page: string; pathname: string; params: Record<string, string>; query: Record<string, string> } {
  const [pathname = '/', search = ''] = path.split('?');
  const query = Object.fromEntries(new URLSearchParams(search));
  if (pathname === '/checkout/orderResult') return { name: 'orderResult', page: 'orderResult', pathname, params: {}, query };
  if (pathname === '/order/track') return { name: 'orderTrack', page: 'orderTrack', pathname, params: {}, query };
  if (pathname === '/paymentCallback') return { name: 'paymentCallback', page: 'paymentCallback', pathname, params: {}, query };
  if (pathname === '/shopCart') return { name: 'shopCart', page: 'cart', pathname, params: {}, query };
  const splat = pathname.replace(/^\/checkout\/?/, '');
  return { name: 'checkout', page: 'checkout', pathname, params: { '*': splat }, query };
}

export interface KitOptions {
  api: ApiClient;
  user?: SessionUser;
  market?: Market;
  persisted?: RemoteParcelProps['persisted'];
  exposed?: RemoteParcelProps['exposed'];
}

/** Renders `path`; `navigation.navigate` moves to the page of the new path, as the shell would. */
export function renderAt(path: string, options: KitOptions) {
  const calls: string[] = [];
  const session = recordingSession(options.user);
  const persisted = options.persisted ?? memoryPersistedState();
  let go: (path: string) => void = () => undefined;
  const current = { path };

  function Host() {
    const [at, setAt] = useState(path);
    go = setAt;
    const route = routeOf(at);
    const Page = pages[route.page]!;
    const props: RemoteParcelProps = {
      route: { ...route, pattern: route.pathname },
      navigation: {
        navigate: (to, opts) => {
          calls.push(`${opts?.replace ? 'replace' : 'navigate'} ${to}`);
          current.path = to;
          setAt(to);
        },
        href: (p) => p,
        notFound: () => calls.push('notFound'),
        back: () => calls.push('back'),
      },
      api: options.api,
      market: options.market ?? US_MARKET,
      session,
      persisted,
      exposed: options.exposed ?? noExposedModules,
    };
    return (
      <RemoteContext.Provider value={props}>
        <Suspense fallback={null}>
          <Page key={route.name} />
        </Suspense>
      </RemoteContext.Provider>
    );
  }

  const view = render(<Host />);
  return {
    ...view,
    calls,
    session,
    persisted,
    current,
    /** A reload: the page mounts again at the current path, with what sessionStorage holds. */
    reload() {
      view.unmount();
      return renderAt(current.path, { ...options, persisted });
    },
    visit(to: string) {
      current.path = to;
      act(() => go(to));
    },
  };
}

/** Publishes a sign-in the way the shell does. */
export function signInAs(kit: ReturnType<typeof renderAt>, user: SessionUser) {
  (kit.session as unknown as { user: () => SessionUser | undefined }).user = () => user;
  act(() => bus.publish('session.changed', { signedIn: true, email: user.email, accountId: String(user.accountId) }, 'shell'));
}
