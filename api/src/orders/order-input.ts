import { requireEmail } from '../accounts/email-address';
import { validateAddress, type NormalisedAddress } from '../addresses/address-rules';
import { parseCartUuid, UUID_MESSAGE } from '../cart/cart-rules';
import { badRequest, type FieldError } from '../http/envelope';
import type { OrderDetailQuery, PlaceOrderBody } from './order-schemas';
import { CARD_METHODS, WALLET_METHODS, type PaymentMethod } from './order-types';

/**
 * What a placement request must be, beyond its schema, with each problem at its field's path
 * (spec §8: the storefront shows the message at the field). Nothing here touches the database.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;
export const IDEMPOTENCY_MESSAGE = 'The Idempotency-Key header must be 8 to 64 letters, digits, - or _';

const CONTROL = /\p{Cc}/u;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const CONTROL_MESSAGE = 'must not contain control characters';

export function requireIdempotencyKey(raw: string | string[] | undefined): string {
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !IDEMPOTENCY_KEY.test(key)) throw badRequest(IDEMPOTENCY_MESSAGE, [{ field: 'Idempotency-Key', message: IDEMPOTENCY_MESSAGE }]);
  return key;
}

/**
 * Every string anywhere in the body: no control characters (NUL included) and no broken UTF-16 — a
 * database refuses those with an error, and no field of an order has a use for them. 400 at the path.
 */
export function rejectControlCharacters(value: unknown, path = ''): void {
  if (typeof value === 'string') {
    if (CONTROL.test(value) || LONE_SURROGATE.test(value)) {
      const field = path || 'body';
      throw badRequest(`${field} ${CONTROL_MESSAGE}`, [{ field, message: CONTROL_MESSAGE }]);
    }
    return;
  }
  if (Array.isArray(value)) value.forEach((v, i) => rejectControlCharacters(v, path ? `${path}.${i}` : String(i)));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) rejectControlCharacters(v, path ? `${path}.${k}` : k);
  }
}

export const CARD_TOKEN_MISSING = 'Please enter your payment details';
export const RETURN_URL_MESSAGE = "returnUrl must be this shop's /paymentCallback page";
export const PAYMENT_CALLBACK_PATH = '/paymentCallback';

/** The storefront's /paymentCallback on one of its own origins (no open redirect through the provider). */
export function requireReturnUrl(raw: string, allowedOrigins: readonly string[]): string {
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  const ok = url && allowedOrigins.includes(url.origin) && url.pathname === PAYMENT_CALLBACK_PATH && !url.username && !url.password && !url.hash;
  if (!ok) throw badRequest(RETURN_URL_MESSAGE, [{ field: 'returnUrl', message: RETURN_URL_MESSAGE }]);
  return url!.toString();
}

export interface PlacementInput {
  idempotencyKey: string;
  cartUuid: string | undefined;
  email: string;
  address: NormalisedAddress;
  returnUrl: string;
  method: PaymentMethod;
  token: string | undefined;
}

/** All checks of a placement, in the order a shopper would fix them; the first failing field answers 400. */
export function checkPlacement(
  headers: Record<string, string | string[] | undefined>,
  body: PlaceOrderBody,
  market: 'US' | 'CA',
  allowedOrigins: readonly string[],
): PlacementInput {
  const idempotencyKey = requireIdempotencyKey(headers[IDEMPOTENCY_HEADER]);
  rejectControlCharacters(body);
  const cartUuid = parseCartUuid(body.cartUUID);
  if (cartUuid === null) throw badRequest(`cartUUID ${UUID_MESSAGE}`, [{ field: 'cartUUID', message: UUID_MESSAGE }]);
  const errors: FieldError[] = [];
  let email = '';
  try {
    email = requireEmail(body.email, 'email');
  } catch (error) {
    errors.push(...((error as { fieldErrors?: FieldError[] }).fieldErrors ?? []));
  }
  const checked = validateAddress(body.shippingAddress, { market, prefix: 'shippingAddress' });
  if ('errors' in checked) errors.push(...checked.errors);
  const method = body.payment.method as PaymentMethod;
  const token = body.payment.token?.trim() || undefined;
  if ((CARD_METHODS.includes(method) || WALLET_METHODS.includes(method)) && !token) {
    errors.push({ field: 'payment.token', message: CARD_TOKEN_MISSING });
  }
  if (errors.length > 0) throw badRequest(errors[0]!.message, errors);
  const returnUrl = requireReturnUrl(body.returnUrl, allowedOrigins);
  return { idempotencyKey, cartUuid, email, address: (checked as { value: NormalisedAddress }).value, returnUrl, method, token };
}

export const ORDER_NOT_FOUND = 'This order does not exist';
const ORDER_NO = /^AXB\d{8,}$/;

/** The order number, or undefined when it cannot be one (then the answer is the same 404). */
export function orderNoOf(query: Pick<OrderDetailQuery, 'orderNo'>): string | undefined {
  const orderNo = query.orderNo.trim().toUpperCase();
  return ORDER_NO.test(orderNo) ? orderNo : undefined;
}
