import styled from '@emotion/styled';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { GlobalStyles, layout } from '@axlebay/shared-lib';
import { useNavigationService } from '../routing/use-navigation-service';
import { useShell } from '../routing/shell-context';
import { AnnouncementBar, ANNOUNCEMENT_HEIGHT } from './AnnouncementBar';
import { Footer } from './Footer';
import { Header } from './Header';
import { NotificationArea } from './NotificationArea';
import { OverrideBadge } from './OverrideBadge';
import { RouteAnnouncer } from './RouteAnnouncer';
import { SkipLink } from './SkipLink';
import { useScrollRestoration } from './use-scroll-restoration';
import { useLinkPrefetch } from '../routing/use-link-prefetch';
import { PromoWindows } from '../content/PromoWindows';
import { usePageViews } from '../tracking/use-page-views';

const Main = styled.main`
  min-height: calc(100vh - ${layout.headerHeight + layout.searchRowHeight + layout.trustRowHeight + ANNOUNCEMENT_HEIGHT}px);
  /* Focused by the skip link or a route change (tabindex -1): a landmark, not a control, so no ring. */
  &:focus {
    outline: none;
  }
`;

export interface OutletServices {
  navigation: ReturnType<typeof useNavigationService>;
  notFoundKey: string | null;
}

/** Header, the routed remote, footer, notifications: the frame the shell keeps whatever a remote does. */
export function Layout() {
  const { market, overrides, firstHtml } = useShell();
  const location = useLocation();
  // The server answered 404 for the first URL: the browser starts on the same 404 page.
  const [notFoundKey, setNotFoundKey] = useState<string | null>(() => (firstHtml?.notFound ? location.key : null));
  const navigation = useNavigationService(setNotFoundKey);
  useScrollRestoration();
  useLinkPrefetch();
  usePageViews();
  return (
    <>
      <GlobalStyles />
      <SkipLink />
      <AnnouncementBar />
      <Header navigation={navigation} />
      <Main id="main" tabIndex={-1}>
        <Outlet context={{ navigation, notFoundKey } satisfies OutletServices} />
      </Main>
      <Footer market={market} />
      <NotificationArea />
      <PromoWindows />
      <RouteAnnouncer />
      <OverrideBadge overrides={overrides} />
    </>
  );
}
