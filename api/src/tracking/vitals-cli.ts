import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { loadConfig } from '../config/config';
import { acquireLock, DataDirLockedError } from '../db/lock';
import { PgliteThread } from '../db/pglite-thread/pglite-thread';
import { vitalsHtml } from './vitals-html';
import { parseSince, vitalsReport, vitalsTable, type Bucket, type Query, type VitalsReport } from './vitals-report';
import { VITALS_PATH } from './vitals-routes';

/**
 * `npm run vitals` (tools/vitals-report.mjs): the web-vitals report from wherever the events are.
 *
 * - `--api=<url>`: ask a running API (GET /data-service/public/inner/vitals, this machine only).
 * - `DATABASE_URL` (PostgreSQL): read it directly; PostgreSQL takes many connections.
 * - otherwise an embedded data dir (`--data-dir=…`, `--from=lighthouse` for the one `npm run
 *   lighthouse` uses, else the API's own, as AXLEBAY_DATA_DIR / AXLEBAY_DATASET say). PGlite is one
 *   process's: when an API holds the dir (its lock file) the report asks that API instead; when none
 *   does, it opens the dir itself, reads and closes it (no migration, nothing written).
 *
 * `--since=7d|24h|2026-11-01` (default 30 days), `--bucket=hour|day` (default: hours up to two days),
 * `--out=<file.html>` (default .data/reports/web-vitals.html).
 */
const repoRoot = path.resolve(__dirname, '../../..');
/** tools/lighthouse.mjs: startMeasuredShop({ basePort: LIGHTHOUSE_BASE_PORT || 4500, dataDir: '.data/api-lighthouse' }), API on basePort + 10. */
export const LIGHTHOUSE_SOURCE = { dataDir: '.data/api-lighthouse', apiPort: (env: NodeJS.ProcessEnv) => Number(env.LIGHTHOUSE_BASE_PORT || 4500) + 10 };

export interface CliOptions {
  dataDir?: string;
  api?: string;
  since?: string;
  bucket?: Bucket;
  from?: 'lighthouse';
  out?: string;
}

export function parseArgs(argv: string[]): CliOptions {
  const options: CliOptions = {};
  for (const arg of argv) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match) throw new Error(`unknown argument ${arg}`);
    const [, name, value = ''] = match;
    if (name === 'no-build') continue;
    if (name === 'data-dir') options.dataDir = value;
    else if (name === 'api') options.api = value.replace(/\/+$/, '');
    else if (name === 'since') options.since = value;
    else if (name === 'out') options.out = value;
    else if (name === 'bucket') {
      if (value !== 'hour' && value !== 'day') throw new Error('--bucket must be hour or day');
      options.bucket = value;
    } else if (name === 'from') {
      if (value !== 'lighthouse') throw new Error('--from knows one source: lighthouse');
      options.from = value;
    } else throw new Error(`unknown option --${name} (known: --data-dir, --api, --since, --bucket, --from=lighthouse, --out)`);
  }
  return options;
}

async function fromApi(url: string, since: Date, bucket: Bucket | undefined): Promise<VitalsReport> {
  const query = new URLSearchParams({ since: since.toISOString(), ...(bucket ? { bucket } : {}) });
  let res: Response;
  try {
    res = await fetch(`${url}${VITALS_PATH}?${query}`);
  } catch (error) {
    throw new Error(`could not reach the API at ${url} (${(error as Error).message})`);
  }
  const body = (await res.json().catch(() => ({}))) as { success?: boolean; data?: VitalsReport; message?: string };
  if (!res.ok || !body.success || !body.data) throw new Error(`the API at ${url} answered ${res.status}: ${body.message ?? 'no report'}`);
  return body.data;
}

async function fromPostgres(connectionString: string, since: Date, bucket: Bucket | undefined): Promise<VitalsReport> {
  const pool = new pg.Pool({ connectionString, max: 1 });
  try {
    const query: Query = async (text, params) => (await pool.query(text, params as unknown[])).rows;
    return await vitalsReport(query, { since, bucket });
  } finally {
    await pool.end();
  }
}

const tableMissing = (error: unknown) => /tracking_event.*does not exist/.test(String((error as Error)?.message));

async function fromDataDir(dataDir: string, since: Date, bucket: Bucket | undefined): Promise<VitalsReport> {
  if (!fs.existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))) throw new Error(`no embedded database at ${dataDir} (start the API, or the measuring script, once)`);
  const lock = acquireLock(dataDir);
  let thread: PgliteThread | undefined;
  try {
    thread = await PgliteThread.start({ dataDir: path.join(dataDir, 'pgdata') });
    const client = thread;
    const query: Query = async (text, params) => (await client.query(text, params as unknown[])).rows as never[];
    return await vitalsReport(query, { since, bucket });
  } catch (error) {
    if (tableMissing(error)) throw new Error(`the database at ${dataDir} has no tracking table yet: it was made before tracking; start the API once on it`);
    throw error;
  } finally {
    await thread?.close().catch(() => undefined);
    lock.release();
  }
}

/** Runs the report; answers the exit code. */
export async function runVitalsReport(argv: string[], env: NodeJS.ProcessEnv = process.env, log: (line: string) => void = console.log): Promise<number> {
  const options = parseArgs(argv);
  const since = parseSince(options.since, new Date());
  let report: VitalsReport;
  let source: string;
  if (options.api) {
    source = `the API at ${options.api}`;
    report = await fromApi(options.api, since, options.bucket);
  } else if (env.DATABASE_URL && !options.dataDir && !options.from) {
    source = 'PostgreSQL (DATABASE_URL)';
    report = await fromPostgres(env.DATABASE_URL, since, options.bucket);
  } else {
    const dataDir = path.resolve(repoRoot, options.dataDir ?? (options.from === 'lighthouse' ? LIGHTHOUSE_SOURCE.dataDir : loadConfig(env).dataDir));
    try {
      source = `the data dir ${dataDir}`;
      report = await fromDataDir(dataDir, since, options.bucket);
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      // The API that holds the dir answers for it.
      const port = options.from === 'lighthouse' ? LIGHTHOUSE_SOURCE.apiPort(env) : Number(env.API_PORT || 4000);
      const url = `http://127.0.0.1:${port}`;
      log(`${dataDir} is open in process ${error.holder.pid}; asking the API at ${url} (or name it: --api=<url>)`);
      source = `the API at ${url} (data dir ${dataDir})`;
      report = await fromApi(url, since, options.bucket);
    }
  }
  log(`Web vitals, 75th percentile, since ${report.since}, from ${source}:\n`);
  log(vitalsTable(report));
  const out = path.resolve(repoRoot, options.out ?? '.data/reports/web-vitals.html');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, vitalsHtml(report, source));
  log(`\nChart of the p75 per ${report.bucket} (open in a browser): ${out}\n  ${pathToFileURL(out).href}`);
  return 0;
}
