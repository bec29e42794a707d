import styled from '@emotion/styled';
import { ExposedParcel } from '@axlebay/shared-lib';

// The badge's height is reserved before vehicle's parcel arrives: no layout shift.
const Slot = styled.div`
  min-height: 44px;
`;

/**
 * vehicle's `./fit-badge` for one item, mounted at run time. When the vehicle remote is down the
 * slot stays empty and the card works as before.
 */
export function FitBadgeSlot({ itemId }: { itemId: number }) {
  return (
    <Slot>
      <ExposedParcel remote="vehicle" expose="fit-badge" props={{ itemId }} fallback={null} loading={null} />
    </Slot>
  );
}
