import styled from '@emotion/styled';
import { Component, createContext, useContext, type ReactNode } from 'react';
import { FIT_BADGE_VIEW_EXPOSE, type FitBadgeViewModule } from '../contracts/vehicle';
import { mq } from '../design-system/tokens';
import { monitoring } from '../monitoring';
import { useExposedModule } from './use-exposed-module';

/** One line of badge (status and action side by side). */
export const BADGE_ONE_LINE = 44;
/** Status over its action, as in a narrow card or a phone's cart line (measured 69–81 px). */
export const BADGE_TWO_LINES = 84;

/** The height to hold for the badge: one number, or a phone value and one from the md breakpoint (768 px) up. */
export type BadgeReserve = number | { base: number; md: number };

// The badge's height is reserved before vehicle's module arrives: no layout shift.
const Slot = styled.div<{ reserve: BadgeReserve }>`
  min-height: ${(p) => (typeof p.reserve === 'number' ? p.reserve : p.reserve.base)}px;
  ${(p) => (typeof p.reserve === 'number' ? '' : `${mq.md} { min-height: ${p.reserve.md}px; }`)}
`;

/** A badge that fails to render leaves its slot empty; the host's page goes on. */
class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    monitoring.report({ level: 'p2', kind: 'remote-render', remote: 'vehicle', error });
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

const Hold = createContext(false);

/**
 * Holds the fit badges inside it while the host asks for a new list (a search answered for the old
 * vehicle is being asked again for the new one): they show that they are checking and ask nothing,
 * then the new list's badges ask in one batch instead of the old cards' batch and a second one.
 */
export function FitBadgesHold({ when, children }: { when: boolean; children: ReactNode }) {
  return <Hold.Provider value={when}>{children}</Hold.Provider>;
}

function LoadedBadge({ itemId }: { itemId: number }) {
  const hold = useContext(Hold);
  const badge = useExposedModule<FitBadgeViewModule>('vehicle', FIT_BADGE_VIEW_EXPOSE);
  if (badge.status !== 'ready') return null; // idle (server, hydration), loading, or the vehicle remote is down
  const { FitBadge } = badge.module;
  return (
    <QuietBoundary>
      <FitBadge itemId={itemId} hold={hold} />
    </QuietBoundary>
  );
}

/**
 * vehicle's fit badge (spec §4 Fit status) for one item, for any remote that lists parts (catalog's
 * cards and product page, the cart's lines): vehicle's `./fit-badge-view` component, loaded once per
 * page and rendered in the host's own React tree, so a page's badges share one fit-status call.
 *
 * The fit depends on the shopper's vehicle, which only the browser knows: on the server and in the
 * hydrating render this is the empty reserved slot; the badge loads and shows after hydration. When the
 * vehicle remote is down the slot stays empty and the page works as before.
 */
export function FitBadgeSlot({ itemId, reserve = BADGE_ONE_LINE }: { itemId: number; reserve?: BadgeReserve }) {
  return (
    <Slot reserve={reserve} data-testid="fit-badge-slot">
      <LoadedBadge itemId={itemId} />
    </Slot>
  );
}
