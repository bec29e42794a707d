import { BehaviorSubject, Subject, filter, map, type Observable } from 'rxjs';
import { EVENT_VERSION, REPLAYED_EVENTS, type BusEvent, type BusEventMap, type BusEventType } from './events';
import { invalidEventReason } from './validate-event';

export interface EventBus {
  /** Publishes a typed event. Invalid events are dropped with a console warning, never thrown. */
  publish<T extends BusEventType>(type: T, payload: BusEventMap[T], source?: string): void;
  /** Publishes an event that came from outside the type system (postMessage, another copy of this library…). */
  publishRaw(event: unknown): boolean;
  /** Payloads of one event type. State events replay their latest value first. */
  on<T extends BusEventType>(type: T): Observable<BusEventMap[T]>;
  /** Latest payload of a replayed event type, if any. */
  latest<T extends (typeof REPLAYED_EVENTS)[number]>(type: T): BusEventMap[T] | undefined;
  /** Every valid event, for diagnostics. */
  readonly events$: Observable<BusEvent>;
  /** Number of events dropped as unknown or malformed. */
  readonly rejectedCount: number;
}

const isReplayed = (type: BusEventType): type is (typeof REPLAYED_EVENTS)[number] =>
  (REPLAYED_EVENTS as readonly string[]).includes(type);

export function createEventBus(): EventBus {
  const all$ = new Subject<BusEvent>();
  const state = new Map<BusEventType, BehaviorSubject<BusEvent | undefined>>(
    REPLAYED_EVENTS.map((t) => [t, new BehaviorSubject<BusEvent | undefined>(undefined)]),
  );
  let rejected = 0;

  const accept = (event: unknown): boolean => {
    const reason = invalidEventReason(event);
    if (reason) {
      rejected += 1;
      console.warn(`[axlebay bus] ignored event: ${reason}`, event);
      return false;
    }
    const valid = event as BusEvent;
    state.get(valid.type)?.next(valid);
    all$.next(valid);
    return true;
  };

  return {
    publish(type, payload, source) {
      accept({ type, version: EVENT_VERSION, payload, source });
    },
    publishRaw: accept,
    on<T extends BusEventType>(type: T): Observable<BusEventMap[T]> {
      const source$: Observable<BusEvent | undefined> = isReplayed(type) ? state.get(type)! : all$;
      return source$.pipe(
        filter((e): e is BusEvent => e !== undefined && e.type === type),
        map((e) => e.payload as BusEventMap[T]),
      );
    },
    latest(type) {
      return state.get(type)?.value?.payload as BusEventMap[typeof type] | undefined;
    },
    events$: all$.asObservable(),
    get rejectedCount() {
      return rejected;
    },
  };
}
