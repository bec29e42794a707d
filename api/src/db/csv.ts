/**
 * CSV for PostgreSQL COPY (FORMAT csv): unquoted empty field = NULL, quoted "" = empty string.
 * Objects become JSON (for jsonb columns); dates ISO strings.
 */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text =
    typeof value === 'string'
      ? value
      : value instanceof Date
        ? value.toISOString()
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvRows(rows: Iterable<readonly unknown[]>): string {
  let out = '';
  for (const row of rows) out += row.map(csvField).join(',') + '\n';
  return out;
}
