// Small figures the measuring scripts share.

/** The middle value (the upper one of an even count), as the benchmarks report their runs. */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Exact percentile of a sorted list (NaN when empty): the benchmarks' p50, p95 and p99. */
function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

module.exports = { median, percentile };
