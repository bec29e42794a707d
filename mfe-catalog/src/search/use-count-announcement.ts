import { useEffect, useRef } from 'react';
import { announce } from '@axlebay/shared-lib';

/**
 * Reads out the result count when a new answer is shown after a filter, sort, page or keyword change
 * (one announcement; the count is not a live region, which would also read "Loading results…").
 * Not the first answer (the route announcer reads the page's title) and not after a new vehicle with
 * results: their fit badges sum that up ("24 of 24 results fit your …", vehicle's fit announcer).
 */
export function useCountAnnouncement(shownKey: string | undefined, vehicleId: string | undefined, itemCount: number, text: string) {
  const last = useRef<{ key: string; vehicleId: string | undefined } | undefined>(undefined);
  useEffect(() => {
    if (!shownKey) return;
    const before = last.current;
    last.current = { key: shownKey, vehicleId };
    if (!before || before.key === shownKey) return;
    if (before.vehicleId !== vehicleId && itemCount > 0) return;
    announce(text);
    // One announcement per answer shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownKey]);
}
