import styled from '@emotion/styled';
import { mq } from '../design-system/tokens';
import { ExposedParcel } from './ExposedParcel';

/** One line of badge (status and action side by side). */
export const BADGE_ONE_LINE = 44;
/** Status over its action, as in a narrow card or a phone's cart line (measured 69–81 px). */
export const BADGE_TWO_LINES = 84;

/** The height to hold for the badge: one number, or a phone value and one from the md breakpoint (768 px) up. */
export type BadgeReserve = number | { base: number; md: number };

// The badge's height is reserved before vehicle's parcel arrives: no layout shift.
const Slot = styled.div<{ reserve: BadgeReserve }>`
  min-height: ${(p) => (typeof p.reserve === 'number' ? p.reserve : p.reserve.base)}px;
  ${(p) => (typeof p.reserve === 'number' ? '' : `${mq.md} { min-height: ${p.reserve.md}px; }`)}
`;

/**
 * vehicle's `./fit-badge` (spec §4 Fit status) for one item, mounted at run time by any remote that
 * lists parts (catalog's cards and product page, the cart's lines). When the vehicle remote is down
 * the slot stays empty and the page works as before.
 */
export function FitBadgeSlot({ itemId, reserve = BADGE_ONE_LINE }: { itemId: number; reserve?: BadgeReserve }) {
  return (
    <Slot reserve={reserve} data-testid="fit-badge-slot">
      {/* `loading={false}`: ExposedParcel shows its 480 px LoadingArea for `null` (it tests with ??). */}
      <ExposedParcel remote="vehicle" expose="fit-badge" props={{ itemId }} fallback={null} loading={false} />
    </Slot>
  );
}
