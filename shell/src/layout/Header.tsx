import styled from '@emotion/styled';
import { HeaderSignOut } from './HeaderSignOut';
import { Link as RouterLink } from 'react-router';
import { colors, layout, mq, useBusState, VisuallyHidden, type NavigationService } from '@axlebay/shared-lib';
import { HeaderSearch } from './HeaderSearch';
import { HeaderVehicle } from './HeaderVehicle';
import { TrustLine } from './TrustLine';
import { useFrameContent } from '../content/use-frame-content';

const Bar = styled.header``;

const MainRow = styled.div`
  height: ${layout.headerHeight}px;
  background: ${colors.header};
  color: ${colors.onHeader};
  a {
    color: ${colors.onHeader};
    text-decoration: none;
  }
  a:focus-visible {
    outline-color: ${colors.focusOnDark};
  }
`;

const Inner = styled.div`
  max-width: ${layout.maxWidth}px;
  height: 100%;
  margin: 0 auto;
  padding: 0 12px;
  display: flex;
  align-items: center;
  gap: 12px;
  ${mq.md} {
    padding: 0 32px;
    gap: 24px;
  }
`;

const Brand = styled(RouterLink)`
  font-weight: 900;
  font-size: 22px;
  letter-spacing: -0.5px;
`;


const Nav = styled.nav`
  margin-left: auto;
  display: flex;
  gap: 16px;
  align-items: center;
  a {
    min-height: 44px;
    display: inline-flex;
    align-items: center;
  }
`;

const Count = styled.span`
  display: inline-block;
  min-width: 22px;
  margin-left: 4px;
  padding: 0 6px;
  border-radius: 999px;
  background: ${colors.focusOnDark};
  color: ${colors.header};
  font-weight: 800;
  font-size: 13px;
  text-align: center;
`;

const HideSmall = styled.span`
  display: none;
  ${mq.md} {
    display: inline;
  }
`;

/** Brand, current vehicle (vehicle's garage chip, or a link), account and mini-cart count (from the bus); the search row with the category menu; the trust line. */
export function Header({ navigation }: { navigation: NavigationService }) {
  const cart = useBusState('cart.updated');
  const session = useBusState('session.changed');
  const count = cart?.count ?? 0;
  // The shop's nav bar colour (settings NAV_BAR_BACKGROUND), only when it passes the contrast check.
  const navBackground = useFrameContent()?.navBackground;
  return (
    <Bar data-print-hide="">
      <MainRow style={navBackground ? { background: navBackground } : undefined} data-testid="header-main-row">
        <Inner>
          <Brand to="/" aria-label="Axlebay home">
            Axlebay
          </Brand>
          <HeaderVehicle navigation={navigation} />
          <Nav aria-label="Main">
            <RouterLink to={session?.signedIn ? '/myAccount' : '/login'} data-testid="header-account">
              {session?.signedIn ? 'Account' : 'Sign in'}
            </RouterLink>
            {/* Phones keep the row for the vehicle chip: signing out is on My account there. */}
            {session?.signedIn && (
              <HideSmall>
                <HeaderSignOut />
              </HideSmall>
            )}
            <RouterLink to="/shopCart" data-testid="header-cart">
              <HideSmall>Cart</HideSmall>
              <VisuallyHidden>, items in cart:</VisuallyHidden>
              <Count data-testid="header-cart-count">{count}</Count>
            </RouterLink>
          </Nav>
        </Inner>
      </MainRow>
      <HeaderSearch navigation={navigation} />
      <TrustLine />
    </Bar>
  );
}
