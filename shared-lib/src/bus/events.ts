import type { OrderPlacedEvent } from '../contracts/checkout';
import type { TrackPayload } from '../contracts/tracking';
import type { CurrentVehicle } from '../contracts/vehicle';

/** Version of the event payloads below. A consumer ignores versions it does not know. */
export const EVENT_VERSION = 1 as const;

export interface CartSummary {
  /** Total item count (sum of line counts), what the mini-cart shows. */
  count: number;
  cartUUID?: string;
}

export interface SessionState {
  signedIn: boolean;
  email?: string;
  accountId?: string;
  /** What the header greets the shopper with; may be empty. */
  nickname?: string;
}

export type NotifyKind = 'message' | 'notification' | 'notice';
export type NotifyLevel = 'success' | 'info' | 'warning' | 'error';
export interface NotifyPayload {
  kind: NotifyKind;
  level: NotifyLevel;
  text: string;
  title?: string;
}

/** Payload of each event type on the bus. */
export interface BusEventMap {
  /** `null` when the shopper cleared the current vehicle. */
  'vehicle.changed': CurrentVehicle | null;
  'cart.updated': CartSummary;
  'session.changed': SessionState;
  'market.changed': { value: 2022 | 2023 };
  notify: NotifyPayload;
  /** An order was placed and its payment accepted (or is being confirmed by a redirect provider). For tracking. */
  'order.placed': OrderPlacedEvent;
  /** A behaviour event for the page's tracker (spec §7 Tracking); only the tracker talks to the endpoint. */
  track: TrackPayload;
}

export type BusEventType = keyof BusEventMap;

export type BusEvent<T extends BusEventType = BusEventType> = {
  [K in T]: { type: K; version: typeof EVENT_VERSION; payload: BusEventMap[K]; source?: string };
}[T];

/** State-like events: the latest one replays to a subscriber that arrives late. */
export const REPLAYED_EVENTS = ['vehicle.changed', 'cart.updated', 'session.changed', 'market.changed'] as const;
