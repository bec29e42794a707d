import styled from '@emotion/styled';
import { ButtonLink, colors, ExposedParcel, useBusState, vehicleLabel } from '@axlebay/shared-lib';
import { EMPTY_CART_TEXT } from './cart-page-texts';

const Box = styled.div`
  .intro {
    display: grid;
    gap: 12px;
    justify-items: start;
    padding: 24px 0;
  }
  h2 {
    margin: 0;
    font-size: 24px;
  }
  p {
    margin: 0;
    color: ${colors.textMuted};
  }
  .links {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
  }
`;

/**
 * The empty cart helps the shopper on: search, the garage, their recently viewed parts and parts
 * for their vehicle — both catalog's exposed strips (`./recently-viewed`, `./recommended-parts`),
 * nothing when the catalog remote is down.
 */
export function EmptyCart() {
  const vehicle = useBusState('vehicle.changed');
  return (
    <Box data-testid="empty-cart">
      <div className="intro">
        <h2>{EMPTY_CART_TEXT}</h2>
        <p data-testid="empty-cart-note">
          {vehicle ? `Find parts that fit your ${vehicleLabel(vehicle)} and they will show up here.` : 'Find the right parts for your vehicle and they will show up here.'}
        </p>
        <div className="links">
          <ButtonLink to="/search">Search parts</ButtonLink>
          <ButtonLink to="/myGarage" variant="secondary">
            Go to my garage
          </ButtonLink>
        </div>
      </div>
      <ExposedParcel remote="catalog" expose="recently-viewed" props={{ title: 'Recently viewed' }} fallback={null} loading={null} />
      <ExposedParcel
        remote="catalog"
        expose="recommended-parts"
        props={{ title: vehicle ? `Parts for your ${vehicleLabel(vehicle)}` : 'Popular parts' }}
        fallback={null}
        loading={null}
      />
    </Box>
  );
}
