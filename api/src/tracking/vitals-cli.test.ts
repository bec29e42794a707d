import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { testDbKind } from '../test-support/test-db';
import { eventIds } from './tracking-test-helpers';
import { parseArgs, runVitalsReport } from './vitals-cli';

/** `npm run vitals` on an embedded data dir no API holds: it opens the dir, reads and closes it. */
it('reads the options it documents and refuses others', () => {
  expect(parseArgs(['--data-dir=/x', '--since=7d', '--bucket=day', '--from=lighthouse', '--out=r.html', '--no-build', '--api=http://127.0.0.1:4000/'])).toEqual({
    dataDir: '/x',
    since: '7d',
    bucket: 'day',
    from: 'lighthouse',
    out: 'r.html',
    api: 'http://127.0.0.1:4000',
  });
  expect(() => parseArgs(['--bucket=week'])).toThrow('--bucket must be hour or day');
  expect(() => parseArgs(['--from=size'])).toThrow('--from knows one source: lighthouse');
  expect(() => parseArgs(['--colour'])).toThrow(/unknown option --colour/);
});

// The report reads an embedded data dir whichever database the suite runs on: on PostgreSQL the dir
// starts empty and opening it makes the schema.
it('prints the p75 table and writes the chart from a data dir, then leaves it free', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'axlebay-vitals-'));
  try {
    if (testDbKind() === 'pglite') fs.cpSync(process.env.TEST_PGLITE_TEMPLATE!, dir, { recursive: true });
    const database = await openDatabase({ dataDir: dir });
    const at = new Date(Date.now() - 60_000).toISOString();
    const ids = eventIds(4);
    for (const [i, value] of [100, 200, 300, 400].entries()) {
      await database.query(
        `insert into tracking_event (event_id, name, at, page_type, path, visitor_key, session_id, grp, props) values ($1, 'web_vital', $2, 'home', '/', 'v', 's', 'A', $3::jsonb)`,
        [ids[i], at, JSON.stringify({ metric: 'TTFB', value })],
      );
    }
    await database.close();

    const lines: string[] = [];
    const out = path.join(dir, 'report.html');
    expect(await runVitalsReport([`--data-dir=${dir}`, '--since=1h', `--out=${out}`], {}, (line) => lines.push(line))).toBe(0);
    const text = lines.join('\n');
    expect(text).toContain(`from the data dir ${dir}:`);
    expect(text).toMatch(/home\s+TTFB\s+325 ms\s+4\s+good/);
    expect(text).toContain(`(open in a browser): ${out}`);
    expect(fs.readFileSync(out, 'utf8')).toContain('<h2>TTFB</h2><svg');
    // Closed and unlocked: the API can open it again.
    const again = await openDatabase({ dataDir: dir });
    await again.close();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

it('says so when a data dir holds no database', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'axlebay-vitals-empty-'));
  try {
    await expect(runVitalsReport([`--data-dir=${dir}`], {}, () => undefined)).rejects.toThrow(`no embedded database at ${dir} (start the API, or the measuring script, once)`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
