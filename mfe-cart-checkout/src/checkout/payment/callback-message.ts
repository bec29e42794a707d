import { readSessionJson, writeSessionJson } from '../../session/browser-session';

/** Why a provider's payment did not go through, carried from /paymentCallback to the payment step. */
export const CALLBACK_MESSAGE_KEY = 'axlebay.checkout.paymentMessage';
export const CANCELLED_TEXT = 'Your payment was cancelled. Your cart is still here.';
export const PROVIDER_DECLINED_TEXT = 'Your payment was declined. Your cart is still here.';

/** Handlers only. */
export function leaveCallbackMessage(message: string | undefined): void {
  writeSessionJson(CALLBACK_MESSAGE_KEY, message);
}

/** Effects only: the message, read once. */
export function takeCallbackMessage(): string | undefined {
  const message = readSessionJson<unknown>(CALLBACK_MESSAGE_KEY);
  writeSessionJson(CALLBACK_MESSAGE_KEY, undefined);
  return typeof message === 'string' ? message : undefined;
}
