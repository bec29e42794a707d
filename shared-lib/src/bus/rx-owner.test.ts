import fs from 'node:fs';
import path from 'node:path';

/**
 * RxJS reaches the apps through shared-lib only (rx.ts): an app that imports 'rxjs' itself would
 * bundle and load a second copy, since RxJS is no federation singleton of its own.
 */
const ROOT = path.resolve(__dirname, '../../..');
const APP_SOURCES = ['shell', 'mfe-catalog', 'mfe-vehicle', 'mfe-cart-checkout', 'mfe-account', 'mfe-content'].map((app) => path.join(ROOT, app, 'src'));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

const IMPORTS_RXJS = /from\s+['"]rxjs(\/[^'"]*)?['"]|import\(\s*['"]rxjs/;

test('no app imports rxjs but through shared-lib', () => {
  const files = APP_SOURCES.flatMap(sourceFiles);
  expect(files.length).toBeGreaterThan(100);
  const offenders = files.filter((file) => IMPORTS_RXJS.test(fs.readFileSync(file, 'utf8'))).map((file) => path.relative(ROOT, file));
  expect(offenders).toEqual([]);
});

test('the check sees an rxjs import', () => {
  expect(IMPORTS_RXJS.test("import { skip } from 'rxjs';")).toBe(true);
  expect(IMPORTS_RXJS.test("import { map } from 'rxjs/operators';")).toBe(true);
  expect(IMPORTS_RXJS.test("import { skip } from '@axlebay/shared-lib';")).toBe(false);
});
