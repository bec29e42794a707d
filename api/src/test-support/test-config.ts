import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type ApiConfig } from '../config/config';

/**
 * The API configuration of the test suite: small dataset, fixed seed, storefront origins for CORS,
 * and abuse-limit counters of its own per API (every test request comes from 127.0.0.1, and on
 * PostgreSQL the suite shares one database). `overrides` replace any of it.
 */
export function testConfig(overrides: Partial<ApiConfig> = {}): ApiConfig {
  const base = loadConfig({ ...process.env, AXLEBAY_DATASET: 'small', AXLEBAY_SEED: '2026', API_PORT: '0', DATABASE_URL: '' });
  return {
    ...base,
    limitNamespace: `test-${crypto.randomUUID().slice(0, 8)}`,
    // Suites open many accounts from 127.0.0.1; the registration limit's own test sets it low.
    registrationsPerIpHour: 10_000,
    dataDir: path.join(os.tmpdir(), 'axlebay-unused'),
    // Each API of the suite keeps its uploads in a folder of its own.
    blobDir: fs.mkdtempSync(path.join(os.tmpdir(), 'axlebay-blobs-')),
    publicUrl: 'http://localhost:4000',
    ...overrides,
  };
}
