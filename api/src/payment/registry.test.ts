import { PAYMENT_METHODS } from '../orders/order-types';
import { parseProviderConfig } from './registry';

describe('AXLEBAY_PAYMENT_PROVIDERS', () => {
  it('defaults every method to the test gateway', () => {
    expect(Object.values(parseProviderConfig(''))).toEqual(PAYMENT_METHODS.map(() => 'test-gateway'));
  });

  it('takes one provider for all or method=provider pairs, refusing unknown names', () => {
    const known = ['test-gateway', 'stripe-live'];
    expect(parseProviderConfig('stripe-live', known).klarna).toBe('stripe-live');
    const map = parseProviderConfig('stripe=stripe-live, oceanpayment=stripe-live', known);
    expect(map).toMatchObject({ stripe: 'stripe-live', oceanpayment: 'stripe-live', payPal: 'test-gateway' });
    expect(() => parseProviderConfig('adyen')).toThrow('unknown payment provider "adyen"');
    expect(() => parseProviderConfig('bitcoin=test-gateway')).toThrow('unknown payment method "bitcoin"');
  });
});
