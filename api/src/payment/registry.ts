import type { ApiConfig } from '../config/config';
import { PAYMENT_METHODS, type PaymentMethod } from '../orders/order-types';
import type { PaymentProvider } from './provider';
import { TEST_GATEWAY_ID, TestGateway } from './test-gateway/test-gateway';

/**
 * Which provider serves which payment method (spec §9), by configuration: AXLEBAY_PAYMENT_PROVIDERS
 * is either one provider id for all seven methods (`test-gateway`) or a list `method=provider,…`
 * (methods not listed use test-gateway). A real provider plugs in by adding its factory to PROVIDERS
 * (see README.md). An unknown method or provider stops the server at start-up.
 */
type ProviderFactory = (config: ApiConfig) => PaymentProvider;

const PROVIDERS: Readonly<Record<string, ProviderFactory>> = {
  [TEST_GATEWAY_ID]: (config) => new TestGateway(config.paymentSecret, config.publicUrl),
};

export function parseProviderConfig(raw: string, known: readonly string[] = Object.keys(PROVIDERS)): Record<PaymentMethod, string> {
  const map = Object.fromEntries(PAYMENT_METHODS.map((m) => [m, TEST_GATEWAY_ID])) as Record<PaymentMethod, string>;
  const text = raw.trim();
  if (!text) return map;
  const check = (provider: string) => {
    if (!known.includes(provider)) throw new Error(`AXLEBAY_PAYMENT_PROVIDERS: unknown payment provider "${provider}" (known: ${known.join(', ')})`);
    return provider;
  };
  if (!text.includes('=')) {
    const provider = check(text);
    for (const m of PAYMENT_METHODS) map[m] = provider;
    return map;
  }
  for (const entry of text.split(',').map((e) => e.trim()).filter(Boolean)) {
    const [method, provider] = entry.split('=').map((s) => s.trim());
    if (!PAYMENT_METHODS.includes(method as PaymentMethod)) throw new Error(`AXLEBAY_PAYMENT_PROVIDERS: unknown payment method "${method}" (methods: ${PAYMENT_METHODS.join(', ')})`);
    map[method as PaymentMethod] = check(provider ?? '');
  }
  return map;
}

export class PaymentRegistry {
  private readonly byId = new Map<string, PaymentProvider>();

  constructor(
    private readonly methods: Record<PaymentMethod, string>,
    config: ApiConfig,
  ) {
    for (const id of new Set(Object.values(methods))) this.byId.set(id, PROVIDERS[id]!(config));
  }

  forMethod(method: PaymentMethod): PaymentProvider {
    return this.byId.get(this.methods[method])!;
  }

  provider(id: string): PaymentProvider | undefined {
    return this.byId.get(id);
  }

  /** The test gateway, when some method uses it (its tokenizer and hosted page are served then). */
  testGateway(): TestGateway | undefined {
    const gateway = this.byId.get(TEST_GATEWAY_ID);
    return gateway instanceof TestGateway ? gateway : undefined;
  }
}

const registries = new WeakMap<ApiConfig, PaymentRegistry>();

/** One registry per app (per configuration object): the order and payment routes share it. */
export function paymentRegistry(config: ApiConfig): PaymentRegistry {
  let registry = registries.get(config);
  if (!registry) {
    registry = new PaymentRegistry(parseProviderConfig(config.paymentProviders), config);
    registries.set(config, registry);
  }
  return registry;
}
