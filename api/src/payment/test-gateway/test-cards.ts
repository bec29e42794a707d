import type { FieldError } from '../../http/envelope';

/**
 * The test gateway's cards (like a real provider's test mode). Only these numbers are accepted, so a
 * real card number typed into a development shop is refused and never leaves the browser's request.
 */
export type TokenOutcome = 'succeed' | 'decline' | 'insufficient_funds' | 'authenticate';

export const TEST_CARDS: Readonly<Record<string, TokenOutcome>> = {
  '4242424242424242': 'succeed',
  '4000000000000002': 'decline',
  '4000000000009995': 'insufficient_funds',
  '4000002760003184': 'authenticate',
};

export const DECLINE_MESSAGES: Readonly<Record<'decline' | 'insufficient_funds', string>> = {
  decline: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
};

export interface CardInput {
  number?: unknown;
  expMonth?: unknown;
  expYear?: unknown;
  cvc?: unknown;
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/** Two-digit years are 20yy. */
function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/**
 * Checks a card like a tokenizer does: number (digits, spaces and dashes allowed; Luhn; a test card),
 * expiry (month 1–12, not in the past), CVC (3 digits; 4 for Amex-like numbers). Answers the outcome
 * of the test card or the field errors (fields named `card.number` …).
 */
export function checkCard(card: CardInput, now = new Date()): { outcome: TokenOutcome } | { errors: FieldError[] } {
  const errors: FieldError[] = [];
  const number = typeof card.number === 'string' ? card.number.replace(/[\s-]/g, '') : '';
  let outcome: TokenOutcome | undefined;
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) errors.push({ field: 'card.number', message: 'Your card number is not valid.' });
  else {
    outcome = TEST_CARDS[number];
    if (!outcome) errors.push({ field: 'card.number', message: 'This is a test shop: use a test card such as 4242 4242 4242 4242.' });
  }
  const month = typeof card.expMonth === 'string' ? Number(card.expMonth) : card.expMonth;
  const yearRaw = typeof card.expYear === 'string' ? Number(card.expYear) : card.expYear;
  const monthOk = typeof month === 'number' && Number.isInteger(month) && month >= 1 && month <= 12;
  const yearOk = typeof yearRaw === 'number' && Number.isInteger(yearRaw) && yearRaw >= 0 && yearRaw <= 9999;
  if (!monthOk) errors.push({ field: 'card.expMonth', message: "Your card's expiration month is not valid." });
  if (!yearOk) errors.push({ field: 'card.expYear', message: "Your card's expiration year is not valid." });
  if (monthOk && yearOk) {
    const year = fullYear(yearRaw as number);
    const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
    const expires = year * 12 + ((month as number) - 1);
    if (expires < thisMonth) errors.push({ field: 'card.expYear', message: 'Your card has expired.' });
    else if (year > now.getUTCFullYear() + 20) errors.push({ field: 'card.expYear', message: "Your card's expiration year is not valid." });
  }
  const cvc = typeof card.cvc === 'string' ? card.cvc.trim() : '';
  const cvcLength = number.startsWith('34') || number.startsWith('37') ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(cvc)) errors.push({ field: 'card.cvc', message: "Your card's security code is not valid." });
  if (errors.length > 0 || !outcome) return { errors };
  return { outcome };
}
