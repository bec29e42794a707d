import { EVENT_VERSION, type BusEvent, type BusEventType } from './events';

// Hand-written guards: seven tiny shapes do not justify a schema library in every remote's first load.
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const optionalString = (v: unknown) => v === undefined || isString(v);

const payloadGuards: Record<BusEventType, (p: unknown) => boolean> = {
  'vehicle.changed': (p) =>
    p === null ||
    (isObject(p) &&
      ['year', 'yearName', 'make', 'makeName', 'model', 'modelName', 'attributeValueId'].every((k) => isString(p[k])) &&
      ['trim', 'trimName', 'engine', 'engineName', 'vin', 'garageId'].every((k) => optionalString(p[k])) &&
      (p.searchType === undefined || p.searchType === 'Add' || p.searchType === 'Edit')),
  'cart.updated': (p) =>
    isObject(p) && Number.isInteger(p.count) && (p.count as number) >= 0 && optionalString(p.cartUUID),
  'session.changed': (p) =>
    isObject(p) && typeof p.signedIn === 'boolean' && optionalString(p.email) && optionalString(p.accountId) && optionalString(p.nickname),
  'market.changed': (p) => isObject(p) && (p.value === 2022 || p.value === 2023),
  'order.placed': (p) =>
    isObject(p) &&
    isString(p.orderNo) &&
    Number.isInteger(p.totalCent) &&
    (p.currency === 'USD' || p.currency === 'CAD') &&
    Number.isInteger(p.itemCount) &&
    isString(p.paymentMethod),
  track: (p) =>
    isObject(p) &&
    isString(p.name) &&
    (p.props === undefined ||
      (isObject(p.props) && Object.values(p.props).every((v) => v === null || ['string', 'number', 'boolean'].includes(typeof v)))),
  notify: (p) =>
    isObject(p) &&
    ['message', 'notification', 'notice'].includes(p.kind as string) &&
    ['success', 'info', 'warning', 'error'].includes(p.level as string) &&
    isString(p.text) &&
    optionalString(p.title),
};

/** Returns why an event is unusable, or undefined when it is a valid event this version understands. */
export function invalidEventReason(event: unknown): string | undefined {
  if (!isObject(event)) return 'not an object';
  const { type, version, payload } = event;
  if (!isString(type) || !(type in payloadGuards)) return `unknown event type ${String(type)}`;
  if (version !== EVENT_VERSION) return `unsupported version ${String(version)} of ${type}`;
  if (!payloadGuards[type as BusEventType](payload)) return `malformed payload for ${type}`;
  return undefined;
}

export function isBusEvent(event: unknown): event is BusEvent {
  return invalidEventReason(event) === undefined;
}
