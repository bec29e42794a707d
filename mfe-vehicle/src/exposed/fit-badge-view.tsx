import type { FitBadgeViewModule } from '@axlebay/shared-lib';
import { FitBadge as Badge } from '../fitment/FitBadge';

/**
 * The exposed `./fit-badge-view` (contract: `FitBadgeViewModule` in shared-lib): the spec §4 fit badge
 * as a plain component, rendered inside the host remote's React tree by shared-lib's `FitBadgeSlot`.
 * All badges of a page then mount in one commit and share one fit-status call.
 */
function FitBadgeView({ itemId, hold }: { itemId: number; hold?: boolean }) {
  return (
    <div data-boundary="vehicle" data-exposed="fit-badge-view">
      <Badge itemId={itemId} hold={hold} />
    </div>
  );
}

const view: FitBadgeViewModule = { FitBadge: FitBadgeView };
export const { FitBadge } = view;
