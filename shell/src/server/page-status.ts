import type { RouteName } from '@axlebay/shared-lib';

/** The HTTP status of a page: the error pages answer with their own code (spec §2 Errors). */
export function statusOf(routeName: RouteName, notFound: boolean): number {
  if (notFound || routeName === 'notFound') return 404;
  if (routeName === 'serverError') return 500;
  if (routeName === 'gatewayTimeout') return 504;
  return 200;
}
