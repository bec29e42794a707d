import { WEB_VITAL_NAMES, WEB_VITAL_THRESHOLDS, type WebVitalName, type WebVitalRating } from './tracking-contract';

/**
 * The web-vitals report (spec §7 "Third-party", §9 thresholds): from the stored `web_vital` events,
 * the 75th percentile per page type and metric (the figure the thresholds are meant for), and the
 * same over time per hour or day bucket. The percentile is PostgreSQL's `percentile_cont` (linear
 * interpolation), the same on PGlite and PostgreSQL. `npm run vitals` prints it and draws it
 * (vitals-html.ts); GET /data-service/public/inner/vitals serves it to this machine (vitals-routes.ts).
 */
export type Query = <T>(text: string, params?: unknown[]) => Promise<T[]>;
export type Bucket = 'hour' | 'day';

export interface VitalsRow {
  pageType: string;
  metric: WebVitalName;
  count: number;
  p75: number;
  rating: WebVitalRating;
}

export interface VitalsPoint {
  /** Start of the bucket, UTC ISO (`2026-11-26T14:00Z`). */
  bucket: string;
  pageType: string;
  metric: WebVitalName;
  count: number;
  p75: number;
}

export interface VitalsReport {
  since: string;
  bucket: Bucket;
  generatedAt: string;
  /** Per page type, then metric in WEB_VITAL_NAMES order. */
  summary: VitalsRow[];
  series: VitalsPoint[];
}

/** Spec §9: good up to the good threshold, poor above the poor one, needs improvement between. */
export function ratingOf(metric: WebVitalName, value: number): WebVitalRating {
  const { good, poor } = WEB_VITAL_THRESHOLDS[metric];
  if (value <= good) return 'good';
  if (value > poor) return 'poor';
  return 'needs-improvement';
}

/** Hours for a window of two days or less, days beyond. */
export function defaultBucket(since: Date, now: Date): Bucket {
  return now.getTime() - since.getTime() <= 2 * 86_400_000 ? 'hour' : 'day';
}

const METRICS_SQL = WEB_VITAL_NAMES.map((m) => `'${m}'`).join(', ');
/** The stored web vitals since $1 (client time), numeric values only (the API refuses others; older rows may differ). */
const VITALS_FROM = `from tracking_event
  where name = 'web_vital' and at >= $1 and props->>'metric' in (${METRICS_SQL}) and jsonb_typeof(props->'value') = 'number'`;

const metricOrder = (m: string) => WEB_VITAL_NAMES.indexOf(m as WebVitalName);

export async function vitalsReport(query: Query, { since, bucket, now = new Date() }: { since: Date; bucket?: Bucket; now?: Date }): Promise<VitalsReport> {
  const size = bucket ?? defaultBucket(since, now);
  const p75 = `percentile_cont(0.75) within group (order by (props->>'value')::float8)`;
  const summaryRows = await query<{ page_type: string; metric: WebVitalName; n: number; p75: number }>(
    `select page_type, props->>'metric' as metric, count(*)::int as n, ${p75} as p75 ${VITALS_FROM} group by 1, 2`,
    [since.toISOString()],
  );
  // The bucket as text in UTC: a timestamp without time zone would be read in the reader's zone.
  const format = size === 'hour' ? `'YYYY-MM-DD"T"HH24:00"Z"'` : `'YYYY-MM-DD'`;
  const seriesRows = await query<{ bucket: string; page_type: string; metric: WebVitalName; n: number; p75: number }>(
    `select to_char(date_trunc('${size}', at at time zone 'UTC'), ${format}) as bucket, page_type, props->>'metric' as metric, count(*)::int as n, ${p75} as p75
     ${VITALS_FROM} group by 1, 2, 3 order by 1`,
    [since.toISOString()],
  );
  const summary = summaryRows
    .map((r) => ({ pageType: r.page_type, metric: r.metric, count: Number(r.n), p75: Number(r.p75), rating: ratingOf(r.metric, Number(r.p75)) }))
    .sort((a, b) => a.pageType.localeCompare(b.pageType) || metricOrder(a.metric) - metricOrder(b.metric));
  const series = seriesRows.map((r) => ({ bucket: r.bucket, pageType: r.page_type, metric: r.metric, count: Number(r.n), p75: Number(r.p75) }));
  return { since: since.toISOString(), bucket: size, generatedAt: now.toISOString(), summary, series };
}

/** A value as the report shows it: CLS unitless to 3 places, the others in ms. */
export function formatValue(metric: WebVitalName, value: number): string {
  return metric === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;
}

/** The summary as a plain-text table for the terminal. */
export function vitalsTable(report: VitalsReport): string {
  if (report.summary.length === 0) return `No web vitals stored since ${report.since}.`;
  const header = ['page type', 'metric', 'p75', 'count', 'rating (spec §9)'];
  const rows = report.summary.map((r) => [r.pageType, r.metric, formatValue(r.metric, r.p75), String(r.count), r.rating]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 2 || i === 3 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** `--since` / `?since=`: an ISO date or time, or a span back from now (`90m`, `24h`, `7d`). */
export function parseSince(raw: string | undefined, now: Date, fallbackDays = 30): Date {
  const value = raw?.trim() ?? '';
  if (value === '') return new Date(now.getTime() - fallbackDays * 86_400_000);
  const span = /^(\d{1,5})([mhd])$/.exec(value);
  if (span) return new Date(now.getTime() - Number(span[1]) * { m: 60_000, h: 3_600_000, d: 86_400_000 }[span[2] as 'm' | 'h' | 'd']);
  const date = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) ? new Date(value) : new Date(NaN);
  if (Number.isNaN(date.getTime())) throw new RangeError(`since must be an ISO date (2026-11-01, 2026-11-01T12:00Z) or a span such as 24h or 7d (got ${value})`);
  return date;
}
