import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../routes';
import { couponRoutes } from './coupon-routes';
import { memberRoutes } from './member-routes';
import { noticeRoutes } from './notice-routes';
import { quoteRoutes } from './quote-routes';

/** Spec §7 Promotion: the calculator, member and points offers, codes, coupons, notices. Rules: api/src/pricing/README.md. */
export async function promotionRoutes(app: FastifyInstance, deps: RouteDeps) {
  await app.register(quoteRoutes, deps);
  await app.register(memberRoutes, deps);
  await app.register(couponRoutes, deps);
  await app.register(noticeRoutes, deps);
}
