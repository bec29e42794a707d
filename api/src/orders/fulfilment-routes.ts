import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ApiHttpError, ok } from '../http/envelope';
import { safeEqual } from '../payment/signing';
import type { RouteDeps } from '../routes';
import { FULFILMENT_EVENTS, recordFulfilment } from './fulfilment';
import { ORDER_NOT_FOUND } from './order-input';

export const FULFILMENT_PATH = '/order/public/inner/fulfilment';
export const FULFILMENT_SECRET_HEADER = 'x-fulfilment-secret';

const FulfilmentBody = Type.Object(
  {
    orderNo: Type.String({ minLength: 1, maxLength: 40 }),
    event: Type.Union(FULFILMENT_EVENTS.map((e) => Type.Literal(e))),
  },
  { additionalProperties: false },
);

/**
 * The warehouse's and carriers' feed (an inner call, like spec §7's `/order/public/inner/…`): no
 * shopper token, a shared secret instead (AXLEBAY_FULFILMENT_SECRET, api/README.md "Fulfilment").
 */
export async function fulfilmentRoutes(app: FastifyInstance, { config, database }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.post(FULFILMENT_PATH, { schema: { body: FulfilmentBody } }, async (request) => {
    const sent = request.headers[FULFILMENT_SECRET_HEADER];
    if (typeof sent !== 'string' || !safeEqual(sent, config.fulfilmentSecret)) throw new ApiHttpError(403, 'The fulfilment secret is missing or wrong.');
    const outcome = await recordFulfilment(database, request.body.orderNo, request.body.event);
    if (outcome.result === 'not-found') throw new ApiHttpError(404, ORDER_NOT_FOUND);
    if (outcome.result === 'refused') throw new ApiHttpError(409, `An order in state ${outcome.status} cannot be marked ${request.body.event}.`);
    return ok({ orderNo: request.body.orderNo, status: outcome.status, changed: outcome.result === 'moved' });
  });
}
