import styled from '@emotion/styled';
import { ExposedParcel } from '@axlebay/shared-lib';

// The badge's height is reserved before vehicle's parcel arrives: no layout shift.
const Slot = styled.div<{ reserve: number }>`
  min-height: ${(p) => p.reserve}px;
`;

/** One line of badge (status and action side by side). */
export const BADGE_ONE_LINE = 44;
/** Status over its action, as in a narrow card: what a result card reserves (measured 69–81 px). */
export const BADGE_TWO_LINES = 84;

/**
 * vehicle's `./fit-badge` for one item, mounted at run time. When the vehicle remote is down the
 * slot stays empty and the card works as before.
 */
export function FitBadgeSlot({ itemId, reserve = BADGE_ONE_LINE }: { itemId: number; reserve?: number }) {
  return (
    <Slot reserve={reserve}>
      {/* `loading={false}`: ExposedParcel shows its 480 px LoadingArea for `null` (it tests with ??). */}
      <ExposedParcel remote="vehicle" expose="fit-badge" props={{ itemId }} fallback={null} loading={false} />
    </Slot>
  );
}
