import { postalService, type ApiClient, type Market } from '@axlebay/shared-lib';
import { afterFirstRouteIdle } from '../remote-area/route-mounted';

/**
 * Spec §4 "Postal code": the visitor's postal code is detected from the IP address (US shop only,
 * and only while the shopper has not set one) once the first page is on screen and the browser is
 * idle, so it never delays the page. The session's postal-code sync reads the same cookies.
 */
export function startPostalDetection(api: ApiClient, market: Market): () => void {
  return afterFirstRouteIdle(() => void postalService().detect(api, market));
}
