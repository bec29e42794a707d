import { WEB_VITAL_NAMES, WEB_VITAL_THRESHOLDS, type WebVitalName } from './tracking-contract';
import { formatValue, type VitalsPoint, type VitalsReport } from './vitals-report';

/**
 * The report as one self-contained HTML file (no script, no external file): the summary table and,
 * per metric, an SVG chart of the p75 per bucket with a line per page type and the spec §9 good and
 * poor thresholds dashed. Opens from disk in any browser.
 */
const COLOURS = ['#1f77b4', '#d62728', '#2ca02c', '#9467bd', '#ff7f0e', '#8c564b', '#e377c2', '#17becf', '#7f7f7f', '#bcbd22'];
const RATING_COLOURS = { good: '#0c7d3f', 'needs-improvement': '#a15c00', poor: '#b3261e' } as const;
const W = 720;
const H = 260;
const PAD = { left: 64, right: 40, top: 16, bottom: 40 };
/** `2026-11-26T15:00Z` → `11-26 15:00`; days stay whole. */
const axisLabel = (bucket: string) => bucket.replace(/^\d{4}-(\d{2}-\d{2})T(\d{2}:\d{2})Z$/, '$1 $2');

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function chart(metric: WebVitalName, points: VitalsPoint[], buckets: string[], pageTypes: string[]): string {
  const { good, poor } = WEB_VITAL_THRESHOLDS[metric];
  const mine = points.filter((p) => p.metric === metric);
  if (mine.length === 0) return `<h2>${metric}</h2><p>No ${metric} values in this period.</p>`;
  const top = Math.max(poor * 1.15, ...mine.map((p) => p.p75)) || 1;
  const x = (i: number) => PAD.left + (buckets.length === 1 ? (W - PAD.left - PAD.right) / 2 : (i * (W - PAD.left - PAD.right)) / (buckets.length - 1));
  const y = (v: number) => PAD.top + (1 - v / top) * (H - PAD.top - PAD.bottom);
  const f = (n: number) => n.toFixed(1);
  const parts: string[] = [];
  for (const [label, value, colour] of [
    ['good', good, RATING_COLOURS.good],
    ['poor', poor, RATING_COLOURS.poor],
  ] as const) {
    parts.push(`<line x1="${PAD.left}" x2="${W - PAD.right}" y1="${f(y(value))}" y2="${f(y(value))}" stroke="${colour}" stroke-dasharray="6 4"/>`);
    parts.push(`<text x="${W - PAD.right}" y="${f(y(value) - 4)}" text-anchor="end" fill="${colour}">${label} ${formatValue(metric, value)}</text>`);
  }
  for (let t = 0; t <= 4; t++) {
    const v = (top * t) / 4;
    parts.push(`<text x="${PAD.left - 6}" y="${f(y(v) + 4)}" text-anchor="end">${formatValue(metric, v)}</text>`);
  }
  const every = Math.max(1, Math.ceil(buckets.length / 8));
  buckets.forEach((b, i) => {
    if (i % every === 0) parts.push(`<text x="${f(x(i))}" y="${H - PAD.bottom + 18}" text-anchor="middle">${escape(axisLabel(b))}</text>`);
  });
  pageTypes.forEach((pageType, n) => {
    const colour = COLOURS[n % COLOURS.length];
    const line = buckets.flatMap((b, i) => mine.filter((p) => p.pageType === pageType && p.bucket === b).map((p) => ({ i, p })));
    if (line.length === 0) return;
    if (line.length > 1) parts.push(`<polyline fill="none" stroke="${colour}" stroke-width="2" points="${line.map(({ i, p }) => `${f(x(i))},${f(y(p.p75))}`).join(' ')}"/>`);
    for (const { i, p } of line) {
      parts.push(`<circle cx="${f(x(i))}" cy="${f(y(p.p75))}" r="3.5" fill="${colour}"><title>${escape(pageType)} ${escape(p.bucket)}: p75 ${formatValue(metric, p.p75)} (${p.count})</title></circle>`);
    }
  });
  const legend = pageTypes
    .filter((pt) => mine.some((p) => p.pageType === pt))
    .map((pt) => `<span><i style="background:${COLOURS[pageTypes.indexOf(pt) % COLOURS.length]}"></i>${escape(pt)}</span>`)
    .join('');
  return `<h2>${metric}</h2><svg viewBox="0 0 ${W} ${H}" role="img" aria-label="${metric} p75 over time per page type">${parts.join('')}</svg><p class="legend">${legend}</p>`;
}

export function vitalsHtml(report: VitalsReport, source: string): string {
  const buckets = [...new Set(report.series.map((p) => p.bucket))].sort();
  const pageTypes = [...new Set(report.series.map((p) => p.pageType))].sort();
  const rows = report.summary
    .map(
      (r) =>
        `<tr><td>${escape(r.pageType)}</td><td>${r.metric}</td><td class="n">${formatValue(r.metric, r.p75)}</td><td class="n">${r.count}</td><td style="color:${RATING_COLOURS[r.rating]}">${r.rating}</td></tr>`,
    )
    .join('');
  const table = report.summary.length
    ? `<table><thead><tr><th>Page type</th><th>Metric</th><th>p75</th><th>Count</th><th>Rating (spec §9)</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No web vitals stored in this period.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Web vitals p75</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:24px;color:#1b1b1b;max-width:780px}
table{border-collapse:collapse;margin:12px 0}th,td{padding:4px 10px;border-bottom:1px solid #ddd;text-align:left}.n{text-align:right}
svg{width:100%;height:auto;font-size:11px;fill:#444;border:1px solid #eee}
.legend span{margin-right:14px;white-space:nowrap}.legend i{display:inline-block;width:10px;height:10px;margin-right:4px;border-radius:2px}
</style></head><body>
<h1>Web vitals: 75th percentile</h1>
<p>Since ${escape(report.since)}, per ${report.bucket} (UTC), from ${escape(source)}; made ${escape(report.generatedAt)}. Thresholds: spec §9 (good / poor).</p>
${table}
${WEB_VITAL_NAMES.map((m) => chart(m, report.series, buckets, pageTypes)).join('\n')}
</body></html>
`;
}
