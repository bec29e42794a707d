import { BUYING_API, type ApiClient, type OrderView } from '@axlebay/shared-lib';

/** What the provider put on the return URL (signed by it). */
export interface CallbackParams {
  paymentId: string;
  result: string;
  sig: string;
}

export interface CallbackAnswer {
  order: OrderView;
  accessKey?: string;
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
  const answer = await api.post<unknown>(BUYING_API.paymentCallback, params);
  const record = (answer ?? {}) as { order?: OrderView; accessKey?: string; orderNo?: string };
  const order = record.order ?? (typeof record.orderNo === 'string' ? (answer as OrderView) : undefined);
  if (!order) throw new Error('The payment answer could not be read.');
  return record.accessKey ? { order, accessKey: record.accessKey } : { order };
}
