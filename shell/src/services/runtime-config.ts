/** `/runtime-config.json`, served next to the shell: settings that differ per deployment. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  /**
   * Whether `?mfOverride=` is honoured: only where the deployment opts in (a tester's local
   * composition); a shop for shoppers leaves it off, so no link can swap a remote under them.
   */
  allowOverrides: boolean;
  /** Hosts remote overrides may point at (default: loopback). */
  overrideHosts?: string[];
  production?: boolean;
  /** The tag manager container (spec §7 Third-party), e.g. GTM-ABC123; none configured: nothing external loads. */
  gtmId?: string;
}

/** A tag manager container id as issued (GTM-…); anything else is no container. */
export const isGtmId = (id: unknown): id is string => typeof id === 'string' && /^GTM-[A-Z0-9]{4,12}$/.test(id);

export const RUNTIME_CONFIG_URL = '/runtime-config.json';

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = { apiBaseUrl: 'http://localhost:4000', production: true, allowOverrides: false };

export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (typeof raw !== 'object' || raw === null) return DEFAULT_RUNTIME_CONFIG;
  const r = raw as Record<string, unknown>;
  return {
    apiBaseUrl: typeof r.apiBaseUrl === 'string' ? r.apiBaseUrl : DEFAULT_RUNTIME_CONFIG.apiBaseUrl,
    allowOverrides: r.allowOverrides === true,
    overrideHosts: Array.isArray(r.overrideHosts) ? r.overrideHosts.filter((h): h is string => typeof h === 'string') : undefined,
    production: typeof r.production === 'boolean' ? r.production : true,
    gtmId: isGtmId(r.gtmId) ? r.gtmId : undefined,
  };
}
