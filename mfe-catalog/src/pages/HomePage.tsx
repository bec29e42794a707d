import styled from '@emotion/styled';
import { DEFAULT_DESCRIPTION, ExposedParcel, mq, PageFrame, usePageHead, useBusState, vehicleLabel, Link } from '@axlebay/shared-lib';
import { FrontCategories } from '../home/FrontCategories';
import { HomeBanners } from '../home/HomeBanners';
import { Recommended } from '../home/Recommended';
import { RecentlyViewed } from '../home/RecentlyViewed';
import { TopDeals } from '../home/TopDeals';
import { HOME_HEAD } from '../seo/home-head';

// Room for the hero before it arrives: the categories below never jump (no layout shift).
// Measured in Chromium: ~740 px stacked at 360 px wide, ~172 px as one row at 1280 px. From lg the
// slot has a fixed height, so the hero settling into its row cannot move the page.
const HeroSlot = styled.div`
  min-height: 740px;
  ${mq.lg} {
    min-height: 0;
    height: 200px;
  }
`;

/**
 * `/`, `/home-mobile`, `/home-desktop`: the vehicle hero (vehicle's `./vehicle-hero`), the shop's
 * banners (content), front categories, top deals, recommendations for the current vehicle and the recently viewed parts. Every
 * section that loads late has a fixed height, in every state (no layout shift).
 */
export function HomePage() {
  usePageHead(HOME_HEAD);
  const vehicle = useBusState('vehicle.changed');
  return (
    <PageFrame heading="Aftermarket auto parts that fit" lead={DEFAULT_DESCRIPTION}>
      <p data-testid="home-vehicle">
        {vehicle ? `Shopping for your ${vehicleLabel(vehicle)}.` : 'Add your vehicle to see what fits.'}{' '}
        <Link to="/myGarage">{vehicle ? 'My garage' : 'Add vehicle'}</Link>
      </p>
      <HeroSlot>
        {/* vehicle's compact selector, at run time; when vehicle is down the line above still links to the garage. */}
        <ExposedParcel remote="vehicle" expose="vehicle-hero" fallback={null} loading={null} />
      </HeroSlot>
      <HomeBanners />
      <FrontCategories />
      <TopDeals />
      <Recommended />
      <RecentlyViewed />
    </PageFrame>
  );
}
