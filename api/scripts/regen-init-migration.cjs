// Pre-release only: rebuilds drizzle/0001_init.sql from src/db/schema.ts (no database has shipped
// yet, so the schema is still one migration). Once a database is in use, use `drizzle-kit generate`.
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');

const dir = path.join(__dirname, '..', 'drizzle');
const journalFile = path.join(dir, 'meta', '_journal.json');
const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8'));
for (const entry of journal.entries.filter((e) => e.idx > 0)) {
  fs.rmSync(path.join(dir, `${entry.tag}.sql`), { force: true });
  fs.rmSync(path.join(dir, 'meta', `${String(entry.idx).padStart(4, '0')}_snapshot.json`), { force: true });
}
journal.entries = journal.entries.filter((e) => e.idx === 0);
fs.writeFileSync(journalFile, JSON.stringify(journal, null, 2));
execFileSync(path.join(__dirname, '..', '..', 'node_modules', '.bin', 'drizzle-kit'), ['generate', '--name', 'init'], {
  cwd: path.join(__dirname, '..'),
  stdio: 'inherit',
});

// SQL drizzle-kit cannot express from the schema (functions, triggers) lives in drizzle/after-init/ and
// is appended to the init migration, so one migration still builds the whole database.
const initFile = path.join(dir, `${JSON.parse(fs.readFileSync(journalFile, 'utf8')).entries.at(-1).tag}.sql`);
const afterDir = path.join(dir, 'after-init');
const extra = fs
  .readdirSync(afterDir)
  .filter((f) => f.endsWith('.sql'))
  .sort()
  .map((f) => fs.readFileSync(path.join(afterDir, f), 'utf8').trim());
if (extra.length) fs.appendFileSync(initFile, `--> statement-breakpoint\n${extra.join('\n--> statement-breakpoint\n')}\n`);
