import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { requestAccount } from '../accounts/request-account';
import { requirePublishedItem } from '../catalog/items/published-item';
import { ok } from '../http/envelope';
import type { RouteDeps } from '../routes';
import { reviewPhotoRoutes } from './review-photo-routes';
import { reviewInput, WriteReviewBody } from './review-rules';
import { reviewEligibility, writeReview } from './write-review';

const EligibilityQuery = Type.Object({ itemId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }, { additionalProperties: false });

/**
 * A buyer's written review of a part they received (an order of it DELIVERED): whether they may,
 * and the review itself. Both need the buyer's token (no `/public` in the path, spec §6).
 */
export async function reviewRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { database, config } = deps;
  // Its own plugin: the multipart parser it registers stays with the photo upload.
  await app.register(reviewPhotoRoutes, deps);
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get('/item/buyer/review/eligibility', { schema: { querystring: EligibilityQuery } }, async (request) => {
    const account = await requestAccount(request, database);
    const item = await requirePublishedItem(database, request.query.itemId, request.shopId);
    return ok(await reviewEligibility(database, account, item.id, config.publicUrl));
  });

  r.post('/item/buyer/review', { schema: { body: WriteReviewBody } }, async (request) => {
    const input = reviewInput(request.body);
    const account = await requestAccount(request, database);
    const item = await requirePublishedItem(database, input.itemId, request.shopId);
    return ok(await writeReview(database, account, input, item.categoryId, config.publicUrl));
  });
}
