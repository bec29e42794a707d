import { DEFAULT_DESCRIPTION, PageFrame, usePageHead, useBusState, vehicleLabel, Link } from '@axlebay/shared-lib';
import { FRONT_CATEGORIES } from '../categories/front-categories';

/** `/`, `/home-mobile`, `/home-desktop`. The vehicle hero, deals and recommendations come with issue 6. */
export function HomePage() {
  usePageHead({});
  const vehicle = useBusState('vehicle.changed');
  return (
    <PageFrame heading="Aftermarket auto parts that fit" lead={DEFAULT_DESCRIPTION}>
      <p data-testid="home-vehicle">
        {vehicle ? `Shopping for your ${vehicleLabel(vehicle)}.` : 'Add your vehicle to see what fits.'}{' '}
        <Link to="/myGarage">{vehicle ? 'Change vehicle' : 'Add vehicle'}</Link>
      </p>
      <h2>Shop by category</h2>
      <ul>
        {Object.entries(FRONT_CATEGORIES).map(([handle, name]) => (
          <li key={handle}>
            <Link to={`/${handle}`}>{name}</Link>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
