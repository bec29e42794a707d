import type { ApiConfig } from '../../config/config';
import type { IdentityProvider } from './identity-provider';
import { TestIdentityProvider } from './test-idp/test-identity-provider';

/** The providers the storefront offers (shared-lib THIRD_PARTY_PROVIDERS): id → what the shopper reads. */
export const PROVIDER_NAMES: Readonly<Record<string, string>> = { google: 'Google', apple: 'Apple' };

/**
 * Which identity providers sign shoppers in. Outside production each one is a test identity
 * provider served by this API; in production the test provider is never served (it vouches for any
 * email), and a real provider is plugged in by adding its factory to REAL_PROVIDERS (README.md).
 */
type ProviderFactory = (config: ApiConfig) => IdentityProvider;
const REAL_PROVIDERS: Readonly<Record<string, ProviderFactory>> = {};

export class IdentityRegistry {
  private readonly byId = new Map<string, IdentityProvider>();

  constructor(config: ApiConfig) {
    for (const [id, displayName] of Object.entries(PROVIDER_NAMES)) {
      const real = REAL_PROVIDERS[id];
      if (real) this.byId.set(id, real(config));
      else if (!config.production) this.byId.set(id, new TestIdentityProvider(id, displayName, config.paymentSecret, config.publicUrl));
    }
  }

  provider(id: string): IdentityProvider | undefined {
    return this.byId.get(id);
  }

  /** The test identity provider of `id`, when that provider is served by this API. */
  testProvider(id: string): TestIdentityProvider | undefined {
    const provider = this.byId.get(id);
    return provider instanceof TestIdentityProvider ? provider : undefined;
  }
}

const registries = new WeakMap<ApiConfig, IdentityRegistry>();

/** One registry per app (per configuration object): the sign-in routes and the test IdP share it. */
export function identityRegistry(config: ApiConfig): IdentityRegistry {
  let registry = registries.get(config);
  if (!registry) {
    registry = new IdentityRegistry(config);
    registries.set(config, registry);
  }
  return registry;
}
