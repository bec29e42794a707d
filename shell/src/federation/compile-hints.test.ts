/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import webpack from 'webpack';
// @ts-expect-error a plain script of the build tools, without types
import { COMPILE_HINT, CompileHintsPlugin } from '../../../tools/webpack/compile-hints-plugin.cjs';

/**
 * Every production script starts with V8's compile hint (tools/webpack/compile-hints-plugin.cjs), and
 * its source map still points at the right lines: monitoring's stack traces depend on it.
 */
describe('compile hints', () => {
  it('start each minified chunk, and the source map accounts for the extra line', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'axlebay-hints-'));
    fs.writeFileSync(path.join(dir, 'entry.js'), "export function greet(name) {\n  return 'Hello, ' + name;\n}\nimport('./later.js').then((m) => console.log(m.later(greet('shopper'))));\n");
    fs.writeFileSync(path.join(dir, 'later.js'), 'export const later = (text) => text.toUpperCase();\n');
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      webpack({
        mode: 'production',
        context: dir,
        entry: './entry.js',
        devtool: 'source-map',
        output: { path: path.join(dir, 'dist'), filename: '[name].js', chunkFilename: '[name].chunk.js' },
        plugins: [new CompileHintsPlugin()],
      }).run((error, result) => (error || !result ? reject(error) : resolve(result))),
    );
    expect(stats.hasErrors()).toBe(false);
    const scripts = fs.readdirSync(path.join(dir, 'dist')).filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBe(2);
    for (const file of scripts) expect(fs.readFileSync(path.join(dir, 'dist', file), 'utf8').startsWith(COMPILE_HINT)).toBe(true);

    const code = fs.readFileSync(path.join(dir, 'dist', 'main.js'), 'utf8');
    const map = new SourceMapConsumer(JSON.parse(fs.readFileSync(path.join(dir, 'dist', 'main.js.map'), 'utf8')));
    const lines = code.split('\n');
    const line = lines.findIndex((l) => l.includes('Hello, '));
    expect(line).toBeGreaterThan(0); // below the hint
    const original = map.originalPositionFor({ line: line + 1, column: lines[line]!.indexOf('Hello, ') });
    expect(original.source).toContain('entry.js');
    expect(original.line).toBe(2);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 30000);
});
