import { describe, expect, it } from '@jest/globals';
import { MONITORING } from './constants';
import { parseStack, remoteOfFrames } from './stack';

const chromeStack = (n: number, url = 'http://localhost:4105/parcel.js') =>
  ['TypeError: boom', ...Array.from({ length: n }, (_, i) => `    at fn${i} (${url}:${i + 1}:${i + 2})`)].join('\n');

describe('stack traces', () => {
  it('reads Chrome frames', () => {
    expect(parseStack(chromeStack(2))).toEqual([
      { function: 'fn0', filename: 'http://localhost:4105/parcel.js', lineno: 1, colno: 2 },
      { function: 'fn1', filename: 'http://localhost:4105/parcel.js', lineno: 2, colno: 3 },
    ]);
    expect(parseStack('Error: x\n    at http://localhost:4100/main.js:10:5')).toEqual([{ filename: 'http://localhost:4100/main.js', lineno: 10, colno: 5 }]);
  });

  it('reads Firefox and Safari frames', () => {
    expect(parseStack('render@http://localhost:4101/a.js:3:4\n@http://localhost:4101/b.js:5:6')).toEqual([
      { function: 'render', filename: 'http://localhost:4101/a.js', lineno: 3, colno: 4 },
      { filename: 'http://localhost:4101/b.js', lineno: 5, colno: 6 },
    ]);
  });

  it('keeps the innermost 50 frames (spec §9 stack trace limit)', () => {
    const frames = parseStack(chromeStack(80));
    expect(frames).toHaveLength(MONITORING.stackFrameLimit);
    expect(frames[0]?.function).toBe('fn0');
    expect(frames.at(-1)?.function).toBe('fn49');
  });

  it('attributes frames to the remote whose origin served them', () => {
    const registry = { catalog: 'http://localhost:4101/mf-manifest.json', content: 'http://localhost:4105/mf-manifest.json' };
    expect(remoteOfFrames(parseStack(chromeStack(3)), registry)).toBe('content');
    expect(remoteOfFrames(parseStack(chromeStack(3, 'http://localhost:4100/main.js')), registry)).toBeUndefined();
    expect(remoteOfFrames([{ filename: '<anonymous>' }], registry)).toBeUndefined();
  });
});
