import os from 'node:os';
import path from 'node:path';
import { loadConfig, type ApiConfig } from '../config/config';

/** The API configuration of the test suite: small dataset, fixed seed, storefront origins for CORS. */
export function testConfig(): ApiConfig {
  const base = loadConfig({ ...process.env, AXLEBAY_DATASET: 'small', AXLEBAY_SEED: '2026', API_PORT: '0', DATABASE_URL: '' });
  return { ...base, dataDir: path.join(os.tmpdir(), 'axlebay-unused'), publicUrl: 'http://localhost:4000' };
}
