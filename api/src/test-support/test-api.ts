import fs from 'node:fs';
import { buildApp, type App, type BuildOptions } from '../app';
import { openDatabase, type Database } from '../db/client';
import { testConfig } from './test-config';
import type { ApiConfig } from '../config/config';
import { testDbKind } from './test-db';
import { sharedEmbeddedDatabase } from './shared-embedded-database';

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface RequestOptions {
  body?: unknown;
  /** Raw body string (malformed JSON tests). */
  rawBody?: string;
  token?: string;
  shopId?: 2022 | 2023;
  headers?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
}

export interface TestApi {
  url: string;
  app: App;
  database: Database;
  config: ApiConfig;
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  get<T = any>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  post<T = any>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  put<T = any>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  del<T = any>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Fastify logger options (default: no logging), e.g. `{ level: 'info', stream }` to capture log lines. */
  logger?: BuildOptions['logger'];
  /** Configuration that differs from testConfig's. */
  config?: Partial<ApiConfig>;
}

/**
 * The real API over real HTTP on a loopback port, on the suite's database: the run's one copy of the
 * PGlite template, or the shared throwaway PostgreSQL server.
 */
export async function startTestApi({ logger, config }: StartOptions = {}): Promise<TestApi> {
  let database: Database;
  if (testDbKind() === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL missing: run the API suite through jest -c api/jest.config.cjs');
    database = await openDatabase({ databaseUrl: url });
  } else {
    const template = process.env.TEST_PGLITE_TEMPLATE;
    if (!template) throw new Error('TEST_PGLITE_TEMPLATE missing: run the API suite through jest -c api/jest.config.cjs');
    database = await sharedEmbeddedDatabase(template);
  }
  const appConfig = testConfig(config);
  const app = await buildApp({ config: appConfig, database, logger });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const request = async <T>(method: string, p: string, o: RequestOptions = {}): Promise<ApiResponse<T>> => {
    const qs = o.query
      ? '?' + new URLSearchParams(Object.entries(o.query).filter((e): e is [string, string] => e[1] !== undefined).map(([k, v]): [string, string] => [k, String(v)]))
      : '';
    const headers: Record<string, string> = { ...o.headers };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    if (o.shopId) headers['x-shop-id'] = String(o.shopId);
    let body: string | undefined;
    if (o.rawBody !== undefined) body = o.rawBody;
    else if (o.body !== undefined) body = JSON.stringify(o.body);
    if (body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
    const res = await fetch(url + p + qs, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // non-JSON answer stays text
    }
    return { status: res.status, headers: res.headers, body: parsed as T };
  };

  return {
    config: appConfig,
    url,
    app,
    database,
    request,
    get: (p, o) => request('GET', p, o),
    post: (p, o) => request('POST', p, o),
    put: (p, o) => request('PUT', p, o),
    del: (p, o) => request('DELETE', p, o),
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(appConfig.blobDir, { recursive: true, force: true });
    },
  };
}
