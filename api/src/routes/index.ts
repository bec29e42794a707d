import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config/config';
import type { Database } from '../db/client';
import { createAbuseLimits, type AbuseLimits } from '../limits/abuse-limits';
import { FileBlobStore, type BlobStore } from '../blobs/blob-store';
import { accountRoutes } from '../accounts/routes';
import { addressRoutes } from '../addresses/address-routes';
import { areaRoutes } from '../area/area-routes';
import { campaignRoutes } from '../campaigns/campaign-routes';
import { blogRoutes } from '../blog/blog-routes';
import { cartPingRoutes } from '../cart/cart-ping-routes';
import { cartRoutes } from '../cart/cart-routes';
import { catalogRoutes } from '../catalog/routes';
import { contentConfigRoutes } from '../content-config/content-config-routes';
import { garageRoutes } from '../garage/garage-routes';
import { geoRoutes } from '../geo/geo-routes';
import { memberActivityRoutes } from '../members/member-activity-routes';
import { memberLevelRoutes } from '../members/member-level-routes';
import { memberPointsRoutes } from '../members/member-points-routes';
import { helpRoutes } from '../help/help-routes';
import { newsletterRoutes } from '../newsletter/newsletter-routes';
import { buyerOrderRoutes } from '../orders/buyer-order-routes';
import { fulfilmentRoutes } from '../orders/fulfilment-routes';
import { invoiceRoutes } from '../orders/invoice-routes';
import { orderRoutes } from '../orders/order-routes';
import { partnershipRoutes } from '../partnership/partnership-routes';
import { paymentRoutes } from '../payment/payment-routes';
import { programsRoutes } from '../programs/programs-routes';
import { promotionRoutes } from '../promotion/promotion-routes';
import { reviewRoutes } from '../reviews/review-routes';
import { seoRoutes } from '../seo/seo-routes';
import { settingsRoutes } from './settings';
import { healthRoutes } from './health';
import { vehicleRoutes } from '../taxonomy/routes';
import { trackingRoutes } from '../tracking/tracking-routes';

export interface RouteDeps {
  config: ApiConfig;
  database: Database;
  /** The abuse limits (limits/abuse-limits.ts), counted in the database under config.limitNamespace. */
  limits: AbuseLimits;
  /** Binary uploads (avatars), files under config.blobDir. */
  blobs: BlobStore;
}

/** Every endpoint, by concern. Paths are exactly those of spec §7. */
export async function registerRoutes(app: FastifyInstance, base: Omit<RouteDeps, 'limits' | 'blobs'>) {
  const { limitNamespace: namespace, registrationsPerIpHour } = base.config;
  const deps: RouteDeps = { ...base, limits: createAbuseLimits(base.database, { namespace, registrationsPerIpHour }), blobs: new FileBlobStore(base.config.blobDir) };
  await app.register(healthRoutes, deps);
  await app.register(settingsRoutes, deps);
  await app.register(vehicleRoutes, deps);
  await app.register(catalogRoutes, deps);
  await app.register(accountRoutes, deps);
  await app.register(newsletterRoutes, deps);
  await app.register(partnershipRoutes, deps);
  await app.register(memberPointsRoutes, deps);
  await app.register(memberLevelRoutes, deps);
  await app.register(memberActivityRoutes, deps);
  await app.register(garageRoutes, deps);
  await app.register(addressRoutes, deps);
  await app.register(areaRoutes, deps);
  await app.register(geoRoutes, deps);
  await app.register(cartPingRoutes, deps);
  await app.register(cartRoutes, deps);
  await app.register(orderRoutes, deps);
  await app.register(buyerOrderRoutes, deps);
  await app.register(fulfilmentRoutes, deps);
  await app.register(invoiceRoutes, deps);
  await app.register(paymentRoutes, deps);
  await app.register(seoRoutes, deps);
  await app.register(promotionRoutes, deps);
  await app.register(reviewRoutes, deps);
  await app.register(campaignRoutes, deps);
  await app.register(blogRoutes, deps);
  await app.register(helpRoutes, deps);
  await app.register(contentConfigRoutes, deps);
  await app.register(programsRoutes, deps);
  await app.register(trackingRoutes, deps);
}
