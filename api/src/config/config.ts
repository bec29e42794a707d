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
  dataset: DatasetSize;
  seed: number;
  production: boolean;
  /** Public URL of this API (image URLs point here). */
  publicUrl: string;
}

const repoRoot = path.resolve(__dirname, '../../..');

function storefrontOrigins(): string[] {
  const hosts = ['localhost', '127.0.0.1', 'ca.localhost'];
  const ports = [4100, 4101, 4102, 4103, 4104, 4105];
  return hosts.flatMap((h) => ports.map((p) => `http://${h}:${p}`));
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = Number(env.API_PORT || 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`API_PORT=${env.API_PORT} is not a valid port`);
  const dataset = (env.AXLEBAY_DATASET || 'default') as DatasetSize;
  if (!['small', 'default', 'large'].includes(dataset)) throw new Error(`AXLEBAY_DATASET must be small, default or large (got ${dataset})`);
  const host = env.AXLEBAY_HOST || 'localhost';
  return {
    port,
    host: env.AXLEBAY_BIND || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.AXLEBAY_DATA_DIR || path.join(repoRoot, '.data', `api-${dataset}`)),
    cacheDir: path.resolve(env.AXLEBAY_CACHE_DIR || path.join(repoRoot, '.data', 'cache')),
    corsOrigins: env.AXLEBAY_CORS_ORIGINS ? env.AXLEBAY_CORS_ORIGINS.split(',').map((s) => s.trim()) : storefrontOrigins(),
    dataset,
    seed: Number(env.AXLEBAY_SEED || 2026),
    production: env.NODE_ENV === 'production',
    publicUrl: env.AXLEBAY_API_URL || `http://${host}:${port}`,
  };
}
