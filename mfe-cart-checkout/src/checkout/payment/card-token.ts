import { BUYING_API, type ApiClient, type PaymentMethod } from '@axlebay/shared-lib';

/** What the card fields hold (memory only: never stored, never sent anywhere but the tokenizer). */
export interface CardValues {
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
}

/** "MM/YY" or "MM / YYYY" → month and full year; undefined when it is not such a date. */
export function parseExpiry(text: string): { month: number; year: number } | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : undefined;
}

export const cardRules = {
  cardNumber: (v: string) => {
    const digits = v.replace(/[\s-]/g, '');
    if (!digits) return 'Please enter Card number';
    return /^\d{12,19}$/.test(digits) ? true : 'Card number is not a valid card number';
  },
  cardExpiry: (v: string) => {
    if (!v.trim()) return 'Please enter Expiration date';
    return parseExpiry(v) ? true : 'Expiration date is not a valid date (MM/YY)';
  },
  cardCvc: (v: string) => {
    if (!v.trim()) return 'Please enter Security code';
    return /^\d{3,4}$/.test(v.trim()) ? true : 'Security code is not a valid security code';
  },
};

/** The tokenizer's field names → the form's. */
export const CARD_FIELD_OF: Readonly<Record<string, keyof CardValues>> = {
  'card.number': 'cardNumber',
  'card.expMonth': 'cardExpiry',
  'card.expYear': 'cardExpiry',
  'card.cvc': 'cardCvc',
};

/**
 * POST BUYING_API.testGatewayToken: a one-time token for a card (its number, expiry and security code
 * go to the tokenizer only) or for a wallet (no card fields).
 */
export async function paymentToken(api: ApiClient, method: PaymentMethod, card?: CardValues): Promise<string> {
  const body: Record<string, unknown> = { method };
  if (card) {
    const expiry = parseExpiry(card.cardExpiry);
    body.card = { number: card.cardNumber.replace(/[\s-]/g, ''), expMonth: expiry?.month, expYear: expiry?.year, cvc: card.cardCvc.trim() };
  }
  const answer = await api.post<unknown>(BUYING_API.testGatewayToken, body);
  const token = typeof answer === 'string' ? answer : (answer as { token?: unknown } | null)?.token;
  if (typeof token !== 'string' || !token) throw new Error('The payment could not be prepared. Please try again.');
  return token;
}
