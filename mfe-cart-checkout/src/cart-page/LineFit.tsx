import styled from '@emotion/styled';
import { BADGE_ONE_LINE, colors, FitBadgeSlot, type CurrentVehicle } from '@axlebay/shared-lib';
import type { CarModel } from '../cart/cart-api';
import { chosenForText, isOtherVehicle, notFitText } from './cart-page-texts';
import type { FitStatus } from './use-fit-statuses';

/** On a phone the line's text column is narrow: the badge's status wraps over two lines above its action (measured 104 px at 360 px wide). */
const PHONE_BADGE_HEIGHT = 104;

const Warning = styled.p`
  margin: 0;
  padding: 8px 12px;
  border-left: 4px solid ${colors.danger};
  background: ${colors.surface};
  color: ${colors.danger};
  font-weight: 600;
`;

const Chosen = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: 14px;
`;

/**
 * Fit on a cart line (spec §4 Fit status): vehicle's `./fit-badge-view` (nothing when that remote is
 * down), the NOT_FIT warning for the current vehicle, and the vehicle the part was chosen for when
 * it is another one.
 */
export function LineFit({ itemId, status, vehicle, carModel }: { itemId: number; status: FitStatus | undefined; vehicle: CurrentVehicle | null | undefined; carModel: CarModel | null | undefined }) {
  return (
    <>
      <FitBadgeSlot itemId={itemId} reserve={{ base: PHONE_BADGE_HEIGHT, md: BADGE_ONE_LINE }} />
      {status === 'NOT_FIT' && vehicle && (
        <Warning role="alert" data-testid="line-not-fit">
          {notFitText(vehicle)}
        </Warning>
      )}
      {isOtherVehicle(carModel, vehicle) && <Chosen data-testid="line-chosen-for">{chosenForText(carModel)}</Chosen>}
    </>
  );
}
