import { PAYMENT_METHODS, type AddressInput, type PaymentMethod, type ShippingMethodCode } from '@axlebay/shared-lib';

/** The one sessionStorage key of the checkout draft (survives reload and back/forward in this tab). */
export const DRAFT_KEY = 'axlebay.checkout.draft';

/**
 * What the shopper chose so far. Never card numbers, expiry or security code: those live only in the
 * payment form's memory and go to the tokenizer.
 */
export interface CheckoutDraft {
  email?: string;
  address?: AddressInput;
  /** The saved address chosen (signed-in buyers); the address itself is in `address`. */
  savedAddressId?: number;
  saveAddress?: boolean;
  shippingMethod?: ShippingMethodCode;
  paymentMethod?: PaymentMethod;
  useFirstDiscount?: boolean;
  usePoints?: number;
}

const SHIPPING: readonly string[] = ['STANDARD', 'EXPEDITED', 'EXPRESS'];
const ADDRESS_FIELDS = ['firstName', 'lastName', 'company', 'phone', 'country', 'state', 'city', 'address1', 'address2', 'postalCode'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function addressOf(value: unknown): AddressInput | undefined {
  if (!isRecord(value) || (value.country !== 'US' && value.country !== 'CA')) return undefined;
  const address: Record<string, string> = {};
  for (const field of ADDRESS_FIELDS) {
    const v = value[field];
    if (typeof v === 'string') address[field] = v;
  }
  return address as unknown as AddressInput;
}

/** Keeps only the known fields of a stored draft (anything else, e.g. a tampered card number, is dropped). */
export function sanitizeDraft(value: unknown): CheckoutDraft {
  if (!isRecord(value)) return {};
  const draft: CheckoutDraft = {};
  if (typeof value.email === 'string') draft.email = value.email;
  const address = addressOf(value.address);
  if (address) draft.address = address;
  if (typeof value.savedAddressId === 'number') draft.savedAddressId = value.savedAddressId;
  if (typeof value.saveAddress === 'boolean') draft.saveAddress = value.saveAddress;
  if (typeof value.shippingMethod === 'string' && SHIPPING.includes(value.shippingMethod)) draft.shippingMethod = value.shippingMethod as ShippingMethodCode;
  if (typeof value.paymentMethod === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value.paymentMethod)) draft.paymentMethod = value.paymentMethod as PaymentMethod;
  if (typeof value.useFirstDiscount === 'boolean') draft.useFirstDiscount = value.useFirstDiscount;
  if (typeof value.usePoints === 'number' && Number.isFinite(value.usePoints) && value.usePoints >= 0) draft.usePoints = value.usePoints;
  return draft;
}
