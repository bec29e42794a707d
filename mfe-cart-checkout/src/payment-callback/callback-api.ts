import { BUYING_API, type ApiClient, type OrderView, type PaymentCallbackAnswer } from '@axlebay/shared-lib';

/** What the provider put on the return URL (signed by it). */
export interface CallbackParams {
  paymentId: string;
  result: string;
  sig: string;
}

export interface CallbackAnswer {
  order: OrderView;
}

/** The three query parameters, or undefined when one is missing (nothing to confirm). */
export function callbackParams(query: Record<string, string>): CallbackParams | undefined {
  const { paymentId, result, sig } = query;
  return paymentId && result && sig ? { paymentId, result, sig } : undefined;
}

/**
 * POST BUYING_API.paymentCallback: the API checks the signature and applies the result once, so
 * posting the same parameters again (a reload) answers the same order.
 */
export async function confirmPayment(api: ApiClient, params: CallbackParams): Promise<CallbackAnswer> {
  const { order } = await api.post<PaymentCallbackAnswer>(BUYING_API.paymentCallback, params);
  return { order };
}
