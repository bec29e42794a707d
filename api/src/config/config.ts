import crypto from 'node:crypto';
import path from 'node:path';

export type DatasetSize = 'small' | 'default' | 'large';

export interface ApiConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  /** Where derived data (the vehicle taxonomy) is cached between setups. */
  cacheDir: string;
  corsOrigins: string[];
  /**
   * AXLEBAY_TRUST_PROXY: how many proxies in front of the API may be believed about the client's
   * address (X-Forwarded-For, read from the right); 0 (default) = none, `true` = every hop.
   */
  trustProxy: number;
  dataset: DatasetSize;
  seed: number;
  production: boolean;
  /** Public URL of this API (image URLs point here). */
  publicUrl: string;
  /**
   * Spec §9 payment: the key of the test gateway's HMAC signatures (card tokens, return results,
   * webhooks) and of guest order access keys. AXLEBAY_PAYMENT_SECRET (≥ 32 characters); random per
   * process when unset (tokens then die with the process): set it in production.
   */
  paymentSecret: string;
  /**
   * AXLEBAY_FULFILMENT_SECRET (≥ 32 characters): what the warehouse and carrier feed sends in
   * X-Fulfilment-Secret to mark orders shipped and delivered. Outside production a fixed development
   * secret; in production unset means random per process, so nobody can call the feed.
   */
  fulfilmentSecret: string;
  /** Minutes an order waits for its payment before the sweeper cancels it and gives its stock back. */
  paymentDueMinutes: number;
  /** AXLEBAY_PAYMENT_PROVIDERS: `method=provider,…` or one provider for all (payment/README.md); '' = test-gateway. */
  paymentProviders: string;
  /**
   * AXLEBAY_LIMIT_NAMESPACE (default `shop`): the prefix of the abuse-limit counters in the database
   * (api/src/limits). Every API process of one shop uses the same; a test run takes its own so its
   * counters start at zero.
   */
  limitNamespace: string;
  /**
   * AXLEBAY_REGISTRATIONS_PER_IP_HOUR (default 10): new accounts one IP may open an hour. An office
   * behind one address, or a test suite on loopback, may need more.
   */
  registrationsPerIpHour: number;
  /**
   * AXLEBAY_API_PROCESSES (default 1): how many processes serve the port (Node cluster). More than one
   * needs PostgreSQL: the embedded PGlite database belongs to one process.
   */
  processes: number;
  /**
   * AXLEBAY_BLOB_DIR (default `<data dir>/blobs`): where uploads (avatars) are kept as files. Every
   * API process of the shop must see the same folder.
   */
  blobDir: string;
  /**
   * AXLEBAY_ACCESS_TOKEN_SECONDS (default 900, 15 minutes): how long a bearer token works. The
   * storefront renews it with the refresh cookie (api/README.md "Sign-in"); tests shorten it.
   */
  accessTokenSeconds: number;
  /**
   * AXLEBAY_SECURE_COOKIES (default: on in production): the refresh cookie is marked Secure. It is
   * Secure anyway on a request this process received over TLS; behind a TLS-terminating proxy the
   * setting is what says so.
   */
  secureCookies: boolean;
  /**
   * AXLEBAY_MEMBER_MONTH (`<start ISO>/<end ISO>`, optional): the member month's window written to the
   * `member_activity` row at start-up (members/ensure-member-program.ts); unset, the stored dates stand.
   */
  memberMonth?: { startsAt: Date; endsAt: Date };
  /**
   * AXLEBAY_TRACKING_RETENTION_DAYS (default 90): tracking and marketing events older than this many
   * days (by when the API received them) are deleted by the pruning job (api/src/tracking/prune.ts).
   */
  trackingRetentionDays: number;
  /**
   * AXLEBAY_SEARCH_INDEX (default `memory`): where searches without a vehicle are ranked and counted.
   * `memory`: each API process reads the items' search columns and words into memory once it starts
   * (about 40 MB and 5 s for 100,000 items; api/src/catalog/search/memory/) and asks PostgreSQL only
   * for the rest; until then, and with `postgres`, every search is SQL.
   */
  searchIndex: 'memory' | 'postgres';
}

const repoRoot = path.resolve(__dirname, '../../..');

function storefrontOrigins(): string[] {
  const hosts = ['localhost', '127.0.0.1', 'ca.localhost'];
  // 4100…4105: npm start's shell and remotes; 4600: the shell of a squad's or tester's composition
  // (npm run dev -- <remote>, npm run compose; tools/compose), which talks to npm start's API.
  const ports = [4100, 4101, 4102, 4103, 4104, 4105, 4600];
  return hosts.flatMap((h) => ports.map((p) => `http://${h}:${p}`));
}

function trustedProxyHops(raw: string | undefined): number {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === '' || value === 'false') return 0;
  if (value === 'true') return Number.POSITIVE_INFINITY;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0) throw new Error(`AXLEBAY_TRUST_PROXY must be true, false or a number of proxy hops (got ${raw})`);
  return hops;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = Number(env.API_PORT || 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`API_PORT=${env.API_PORT} is not a valid port`);
  const dataset = (env.AXLEBAY_DATASET || 'default') as DatasetSize;
  if (!['small', 'default', 'large'].includes(dataset)) throw new Error(`AXLEBAY_DATASET must be small, default or large (got ${dataset})`);
  const host = env.AXLEBAY_HOST || 'localhost';
  const dataDir = path.resolve(env.AXLEBAY_DATA_DIR || path.join(repoRoot, '.data', `api-${dataset}`));
  return {
    port,
    host: env.AXLEBAY_BIND || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    blobDir: path.resolve(env.AXLEBAY_BLOB_DIR || path.join(dataDir, 'blobs')),
    cacheDir: path.resolve(env.AXLEBAY_CACHE_DIR || path.join(repoRoot, '.data', 'cache')),
    corsOrigins: env.AXLEBAY_CORS_ORIGINS ? env.AXLEBAY_CORS_ORIGINS.split(',').map((s) => s.trim()) : storefrontOrigins(),
    trustProxy: trustedProxyHops(env.AXLEBAY_TRUST_PROXY),
    dataset,
    seed: Number(env.AXLEBAY_SEED || 2026),
    production: env.NODE_ENV === 'production',
    publicUrl: env.AXLEBAY_API_URL || `http://${host}:${port}`,
    paymentSecret: paymentSecret(env),
    fulfilmentSecret: fulfilmentSecret(env),
    paymentDueMinutes: positiveNumber(env.AXLEBAY_PAYMENT_DUE_MINUTES, 30, 'AXLEBAY_PAYMENT_DUE_MINUTES'),
    paymentProviders: env.AXLEBAY_PAYMENT_PROVIDERS?.trim() ?? '',
    limitNamespace: limitNamespace(env.AXLEBAY_LIMIT_NAMESPACE),
    registrationsPerIpHour: positiveNumber(env.AXLEBAY_REGISTRATIONS_PER_IP_HOUR, 10, 'AXLEBAY_REGISTRATIONS_PER_IP_HOUR'),
    processes: apiProcesses(env.AXLEBAY_API_PROCESSES, Boolean(env.DATABASE_URL)),
    accessTokenSeconds: wholeSeconds(env.AXLEBAY_ACCESS_TOKEN_SECONDS, 900, 'AXLEBAY_ACCESS_TOKEN_SECONDS'),
    secureCookies: flag(env.AXLEBAY_SECURE_COOKIES, env.NODE_ENV === 'production', 'AXLEBAY_SECURE_COOKIES'),
    memberMonth: activityWindow(env.AXLEBAY_MEMBER_MONTH),
    trackingRetentionDays: wholeDays(env.AXLEBAY_TRACKING_RETENTION_DAYS, 90, 'AXLEBAY_TRACKING_RETENTION_DAYS'),
    searchIndex: searchIndex(env.AXLEBAY_SEARCH_INDEX),
  };
}

function activityWindow(raw: string | undefined): { startsAt: Date; endsAt: Date } | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  const [start, end, extra] = value.split('/');
  const startsAt = new Date(start ?? '');
  const endsAt = new Date(end ?? '');
  if (extra !== undefined || Number.isNaN(startsAt.getTime()) || Number.isNaN(endsAt.getTime()) || endsAt <= startsAt) {
    throw new Error(`AXLEBAY_MEMBER_MONTH must be <start>/<end>, two ISO dates with the end after the start (got ${raw})`);
  }
  return { startsAt, endsAt };
}

function searchIndex(raw: string | undefined): ApiConfig['searchIndex'] {
  const value = raw?.trim() || 'memory';
  if (value !== 'memory' && value !== 'postgres') throw new Error(`AXLEBAY_SEARCH_INDEX must be memory or postgres (got ${raw})`);
  return value;
}

function apiProcesses(raw: string | undefined, postgres: boolean): number {
  const value = raw === undefined || raw.trim() === '' ? 1 : Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 64) throw new Error(`AXLEBAY_API_PROCESSES must be a whole number from 1 to 64 (got ${raw})`);
  if (value > 1 && !postgres) {
    throw new Error(`AXLEBAY_API_PROCESSES=${value} needs PostgreSQL (DATABASE_URL): the embedded PGlite database can be opened by one process only`);
  }
  return value;
}

function limitNamespace(raw: string | undefined): string {
  const value = raw?.trim() || 'shop';
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(value)) throw new Error(`AXLEBAY_LIMIT_NAMESPACE must be 1–40 letters, digits, '-' or '_' (got ${raw})`);
  return value;
}

function paymentSecret(env: NodeJS.ProcessEnv): string {
  const secret = env.AXLEBAY_PAYMENT_SECRET?.trim();
  if (secret) {
    if (secret.length < 32) throw new Error('AXLEBAY_PAYMENT_SECRET must be at least 32 characters');
    return secret;
  }
  // Unset: random per process (as the promotion secret in production): tokens, webhook signatures and
  // re-issued access keys of this process only. Production should set it (api/src/payment/README.md).
  return crypto.randomBytes(32).toString('base64url');
}

export const DEV_FULFILMENT_SECRET = 'axlebay-development-fulfilment-secret';

function fulfilmentSecret(env: NodeJS.ProcessEnv): string {
  const secret = env.AXLEBAY_FULFILMENT_SECRET?.trim();
  if (secret) {
    if (secret.length < 32) throw new Error('AXLEBAY_FULFILMENT_SECRET must be at least 32 characters');
    return secret;
  }
  return env.NODE_ENV === 'production' ? crypto.randomBytes(32).toString('base64url') : DEV_FULFILMENT_SECRET;
}

function positiveNumber(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number (got ${raw})`);
  return value;
}

const DEV_PROMOTION_SECRET = 'axlebay-development-promotion-secret';
let productionFallbackSecret: string | undefined;

/**
 * The server secret that signs dynamic promotion codes (spec §7 Promotion): AXLEBAY_PROMOTION_SECRET;
 * outside production a fixed development secret. In production without the variable a random secret
 * per process is used, so codes minted by another process (or before a restart) are refused.
 */
export function promotionSecret(env: NodeJS.ProcessEnv = process.env): string {
  if (env.AXLEBAY_PROMOTION_SECRET) return env.AXLEBAY_PROMOTION_SECRET;
  if (env.NODE_ENV !== 'production') return DEV_PROMOTION_SECRET;
  productionFallbackSecret ??= crypto.randomBytes(32).toString('hex');
  return productionFallbackSecret;
}

function wholeSeconds(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 86_400) throw new Error(`${name} must be a whole number of seconds from 1 to 86400 (got ${raw})`);
  return value;
}

function wholeDays(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 3650) throw new Error(`${name} must be a whole number of days from 1 to 3650 (got ${raw})`);
  return value;
}

function flag(raw: string | undefined, fallback: boolean, name: string): boolean {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === '') return fallback;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new Error(`${name} must be true or false (got ${raw})`);
}
