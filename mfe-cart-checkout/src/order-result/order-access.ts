import { readSessionJson, writeSessionJson } from '../session/browser-session';

/** Guests' order access keys in this tab: orderNo → key (handed out at placement, never in a URL). */
export const ORDERS_KEY = 'axlebay.orders';
/** Orders already announced on the bus in this tab (a reload must not announce one twice). */
export const ANNOUNCED_KEY = 'axlebay.orders.announced';

type KeyMap = Record<string, string>;

/** Effects and handlers only (sessionStorage). */
export function rememberAccessKey(orderNo: string, accessKey: string | undefined): void {
  if (!accessKey) return;
  const map = readSessionJson<KeyMap>(ORDERS_KEY) ?? {};
  writeSessionJson(ORDERS_KEY, { ...map, [orderNo]: accessKey });
}

export function accessKeyOf(orderNo: string): string | undefined {
  const value = readSessionJson<KeyMap>(ORDERS_KEY)?.[orderNo];
  return typeof value === 'string' ? value : undefined;
}

/** True the first time an order is seen in this tab, false afterwards. */
export function firstAnnouncement(orderNo: string): boolean {
  const seen = readSessionJson<string[]>(ANNOUNCED_KEY);
  const list = Array.isArray(seen) ? seen : [];
  if (list.includes(orderNo)) return false;
  writeSessionJson(ANNOUNCED_KEY, [...list.slice(-19), orderNo]);
  return true;
}

export const orderResultPath = (orderNo: string) => `/checkout/orderResult?orderNo=${encodeURIComponent(orderNo)}`;
