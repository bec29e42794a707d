/**
 * A campaign time on the shopper's own clock and time zone ("Fri, Nov 27, 12:00 AM EST"). Only after
 * hydration: the server does not know the shopper's time zone.
 */
export function localDateTime(epoch: number): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(epoch);
}
