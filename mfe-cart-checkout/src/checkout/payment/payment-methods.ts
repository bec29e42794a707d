import { CARD_METHODS, REDIRECT_METHODS, WALLET_METHODS, type PaymentMethod } from '@axlebay/shared-lib';

/** Spec §9 payment methods, grouped as the shopper chooses them. */
export const PAYMENT_GROUPS: ReadonlyArray<{ id: 'card' | 'wallet' | 'redirect'; title: string; methods: readonly PaymentMethod[] }> = [
  { id: 'card', title: 'Card', methods: CARD_METHODS },
  { id: 'wallet', title: 'Google Pay / Apple Pay', methods: WALLET_METHODS },
  { id: 'redirect', title: 'PayPal / Pay Later / Klarna', methods: REDIRECT_METHODS },
];

export { PAYMENT_METHOD_LABELS as PAYMENT_LABELS } from '@axlebay/shared-lib/orders';

export const PAYMENT_NOTES: Readonly<Partial<Record<PaymentMethod, string>>> = {
  payPal: 'You finish paying on PayPal and come back here.',
  payLater: 'Pay in installments with PayPal. You finish on PayPal and come back here.',
  klarna: 'You finish paying on Klarna and come back here.',
  googlePay: 'Pay with the card saved in Google Pay.',
  applePay: 'Pay with the card saved in Apple Pay.',
};

export const isCardMethod = (method: PaymentMethod) => CARD_METHODS.includes(method);
export const isWalletMethod = (method: PaymentMethod) => WALLET_METHODS.includes(method);
export const isRedirectMethod = (method: PaymentMethod) => REDIRECT_METHODS.includes(method);

/** This shop takes payments through the test gateway: the cards that work (and how). */
export const TEST_CARDS_HINT = 'Test mode: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0027 6000 3184 asks for authentication';
