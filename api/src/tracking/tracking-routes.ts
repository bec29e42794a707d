import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, ok } from '../http/envelope';
import { limitKey } from '../limits/limit';
import { sendTooMany, waitText } from '../limits/too-many';
import type { RouteDeps } from '../routes';
import { checkMarketingEvent, checkTrackRequest, type Checked, type MarketingKind } from './tracking-rules';
import { marketingRow, trackingRow, TrackingSink } from './tracking-store';
import { vitalsRoutes } from './vitals-routes';

export const TRACKING_PATHS = {
  track: '/data-service/public/event/track',
  pageLoad: '/data-service/public/buyer/marketing/page-load',
  conversion: '/data-service/public/buyer/marketing/conversion',
} as const;

export const tooManyEventsMessage = (retryAfterSeconds: number) => `Too many tracking events from your network. Please try again in ${waitText(retryAfterSeconds)}.`;

declare module 'fastify' {
  interface FastifyInstance {
    /** The tracking writes waiting in memory (tracking-store.ts); `flush()` writes them now. */
    trackingSink: TrackingSink;
  }
}

function accepted<T>(result: Checked<T>): T {
  if ('error' in result) throw badRequest(`${result.error.field} ${result.error.message}`, [result.error]);
  return result.value;
}

/**
 * Spec §7 "Tracking": behaviour events and marketing page loads and conversions from the browser's
 * tracker. Public (no token), validated whole, counted per event against the IP, then queued for a
 * batched write (tracking-store.ts) and answered at once; an event id seen before is skipped, so
 * the tracker's retries (spec §8: after 2.5 s, and again after a reload) are harmless. A plain-text
 * body is read as JSON too: `navigator.sendBeacon` on a leaving page sends one without a preflight.
 */
async function tracking(app: FastifyInstance, deps: RouteDeps) {
  const { database, limits } = deps;
  const sink = new TrackingSink(database, (error, dropped) => app.log.error({ err: error, dropped }, 'tracking write failed'));
  app.decorate('trackingSink', sink);
  app.addHook('onClose', () => sink.close());

  const counted = async (request: FastifyRequest, reply: FastifyReply, events: number) => {
    const taken = await limits.trackingIp.hit(limitKey('tracking', request.clientIp), events);
    if (taken.allowed) return true;
    sendTooMany(reply, taken.retryAfterSeconds, tooManyEventsMessage(taken.retryAfterSeconds));
    return false;
  };

  await app.register(async (scoped) => {
    scoped.removeContentTypeParser('text/plain');
    scoped.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(Object.assign(new Error('Body is not valid JSON'), { statusCode: 400 }), undefined);
      }
    });

    scoped.post(TRACKING_PATHS.track, async (request, reply) => {
      const events = accepted(checkTrackRequest(request.body));
      if (!(await counted(request, reply, events.length))) return reply;
      await sink.events.add(events.map(trackingRow));
      return ok({ received: events.length });
    });

    const marketing = (kind: MarketingKind) => async (request: FastifyRequest, reply: FastifyReply) => {
      const event = accepted(checkMarketingEvent(request.body, kind));
      if (!(await counted(request, reply, 1))) return reply;
      await sink.marketing.add([marketingRow(kind, event)]);
      return ok({ received: 1 });
    };
    scoped.post(TRACKING_PATHS.pageLoad, marketing('page_load'));
    scoped.post(TRACKING_PATHS.conversion, marketing('conversion'));
  });
  await app.register(vitalsRoutes, deps);
}

/** Not encapsulated, so the app (and its tests) can reach `trackingSink`; the routes are, with their body parser. */
export const trackingRoutes = fp(tracking, { name: 'tracking-routes' });
