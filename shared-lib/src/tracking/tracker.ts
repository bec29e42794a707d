import {
  TRACKING,
  type BehaviourEventName,
  type CurrentVehicle,
  type MarketingEvent,
  type OrderPlacedEvent,
  type TrackedEvent,
  type TrackerInspection,
  type TrackValue,
} from '@axlebay/shared-lib';
import { eventId } from './event-id';
import { createOutbox, type OutboxItem } from './outbox';
import type { TrackInput, TrackingDeps } from './tracking-deps';
import { browserTransport, type Transport } from './transport';

/** How many sent events the inspection keeps (debug panel, tests). */
export const SENT_LOG_LIMIT = 200;

/** Spec §9: these are debounced 300 ms (the last one of a burst is sent). */
const DEBOUNCED: readonly BehaviourEventName[] = ['search', 'view_category'];

export interface Tracker extends TrackerInspection {
  handle(input: TrackInput): void;
  /** pagehide / hidden: debounced events and the exposure batch go now, by beacon. */
  leave(): void;
}

const vehicleProps = (v: CurrentVehicle | null): Record<string, TrackValue> =>
  v
    ? { attributeValueId: v.attributeValueId, year: v.yearName, make: v.makeName, model: v.modelName, garageId: v.garageId ?? null, searchType: v.searchType ?? null }
    : { attributeValueId: null };

/**
 * The page's tracker (spec §7 Tracking): bus events and page views become behaviour events and
 * marketing events, sent to the data service through a stored, retried outbox. Nothing here ever
 * reaches the shopper: no toast, no thrown error, no console output.
 */
export interface TrackerEnv {
  transport?: Transport;
  storage?: Storage;
  /** The garage entry current when the page started (a restored vehicle is no change of default). */
  defaultGarageId?: string;
}

export function createTracker(deps: TrackingDeps, env: TrackerEnv = {}): Tracker {
  const { transport = browserTransport, storage = safeLocalStorage() } = env;
  const sent: TrackedEvent[] = [];
  const outbox = createOutbox(deps.apiBase, transport, (items) => {
    for (const item of items) if (item.to === 'track') sent.push(item.event as TrackedEvent);
    if (sent.length > SENT_LOG_LIMIT) sent.splice(0, sent.length - SENT_LOG_LIMIT);
  }, storage, deps.headers);
  const debounced = new Map<BehaviourEventName, { event: TrackedEvent; timer: ReturnType<typeof setTimeout> }>();
  let exposures: TrackedEvent[] = [];
  let defaultGarageId = env.defaultGarageId;

  const base = (at: number, path: string) => ({ eventId: eventId(), at, pageType: deps.pageType(path), path, visitorKey: deps.visitorKey(), sessionId: deps.sessionId() });
  const behaviour = (name: BehaviourEventName, at: number, path: string, props: Record<string, TrackValue> = {}): TrackedEvent => ({ ...base(at, path), name, group: deps.clientGroup(), props });
  const marketing = (at: number, path: string, extra: Partial<MarketingEvent>): MarketingEvent => {
    const clickId = deps.clickId();
    return { ...base(at, path), ...(clickId ? { clickId } : {}), ...extra };
  };
  const send = (...items: OutboxItem[]) => outbox.add(items);
  const track = (event: TrackedEvent) => send({ to: 'track', event });

  function route(event: TrackedEvent) {
    if (DEBOUNCED.includes(event.name)) {
      clearTimeout(debounced.get(event.name)?.timer);
      const timer = setTimeout(() => {
        debounced.delete(event.name);
        track(event);
      }, TRACKING.searchDebounceMs);
      debounced.set(event.name, { event, timer });
    } else if (event.name === 'exposure') {
      exposures.push(event);
      if (exposures.length >= TRACKING.exposureBatchSize) {
        send(...exposures.splice(0, TRACKING.exposureBatchSize).map((e) => ({ to: 'track' as const, event: e })));
      }
    } else track(event);
  }

  function vehicleChanged(at: number, path: string, vehicle: CurrentVehicle | null) {
    track(behaviour('vehicle_changed', at, path, vehicleProps(vehicle)));
    // A garage entry on the bus is the garage's default (selecting one makes it the default, and
    // sign-in makes the default current): a new entry means the default changed.
    if (vehicle?.garageId && vehicle.garageId !== defaultGarageId) {
      defaultGarageId = vehicle.garageId;
      track(behaviour('change_default_vehicle', at, path, vehicleProps(vehicle)));
    }
  }

  function orderPlaced(at: number, path: string, order: OrderPlacedEvent) {
    const { orderNo, totalCent, currency, itemCount, paymentMethod } = order;
    track(behaviour('order_placed', at, path, { orderNo, totalCent, currency, itemCount, paymentMethod }));
    send({ to: 'conversion', event: marketing(at, path, { orderNo, totalCent, currency }) });
  }

  // Spec §4: scroll direction bottom, top or empty, one event per scroll, 400 ms after it stopped.
  let lastY = typeof scrollY === 'number' ? scrollY : 0;
  let scrollTimer: ReturnType<typeof setTimeout> | undefined;
  if (typeof addEventListener === 'function') {
    addEventListener(
      'scroll',
      () => {
        clearTimeout(scrollTimer);
        scrollTimer = setTimeout(() => {
          const y = Math.round(scrollY);
          const direction = y > lastY ? 'bottom' : y < lastY ? 'top' : '';
          lastY = y;
          track(behaviour('scroll', Date.now(), location.pathname, { direction, y }));
        }, TRACKING.scrollDebounceMs);
      },
      { passive: true },
    );
  }

  return {
    handle(input) {
      const { at, path } = input;
      if (input.kind === 'page') {
        track(behaviour('page_view', at, path, { referrer: input.referrer }));
        send({ to: 'page-load', event: marketing(at, path, { referrer: input.referrer }) });
        return;
      }
      const e = input.event;
      if (e.type === 'track') route(behaviour(e.payload.name, at, path, e.payload.props));
      else if (e.type === 'vehicle.changed') vehicleChanged(at, path, e.payload);
      else if (e.type === 'order.placed') orderPlaced(at, path, e.payload);
    },
    leave() {
      for (const [name, { event, timer }] of debounced) {
        clearTimeout(timer);
        debounced.delete(name);
        track(event);
      }
      if (exposures.length) send(...exposures.map((event) => ({ to: 'track' as const, event })));
      exposures = [];
      outbox.leave();
    },
    sent: () => sent,
    pending: () => outbox.size() + debounced.size + exposures.length,
  };
}

function safeLocalStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage blocked: the tracker works from memory
  }
}
