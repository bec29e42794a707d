import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiHttpError, badRequest, ok } from '../http/envelope';
import type { RouteDeps } from '../routes';
import { parseSince, vitalsReport, type Bucket } from './vitals-report';

export const VITALS_PATH = '/data-service/public/inner/vitals';
export const NOT_FROM_HERE = 'The web-vitals report is served to this machine only.';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Asked from this machine itself: a loopback connection that no proxy forwarded (a proxy on the same
 * host would connect from loopback too, but says whom it forwards).
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  const forwarded = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((h) => request.headers[h] !== undefined);
  return !forwarded && LOOPBACK.has(request.socket.remoteAddress ?? '');
}

/**
 * The web-vitals report for `npm run vitals` while the API runs: the embedded database belongs to
 * one process, so the report asks the process that has it. Not a shopper's call: `inner` like the
 * fulfilment feed, for this machine only, and not served in production (there the report reads
 * PostgreSQL itself, DATABASE_URL).
 */
export async function vitalsRoutes(app: FastifyInstance, { config, database }: RouteDeps) {
  if (config.production) return;
  app.get(VITALS_PATH, async (request) => {
    if (!fromThisMachine(request)) throw new ApiHttpError(403, NOT_FROM_HERE);
    const query = request.query as { since?: unknown; bucket?: unknown };
    const bucket = query.bucket;
    if (bucket !== undefined && bucket !== 'hour' && bucket !== 'day') throw badRequest('bucket must be hour or day', [{ field: 'bucket', message: 'must be hour or day' }]);
    const now = new Date();
    let since: Date;
    try {
      since = parseSince(typeof query.since === 'string' ? query.since : undefined, now);
    } catch (error) {
      throw badRequest((error as Error).message, [{ field: 'since', message: (error as Error).message }]);
    }
    // What the tracker sent a moment ago is in the report too.
    await app.trackingSink.flush();
    return ok(await vitalsReport((text, params) => database.query(text, params), { since, bucket: bucket as Bucket | undefined, now }));
  });
}
