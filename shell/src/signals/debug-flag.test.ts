import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { memoryStorage } from '@axlebay/shared-lib';
import { DEBUG_FLAG_KEY, DEBUG_FLAG_SECONDS, debugFlag } from './debug-flag';

describe('the debug flag (spec §2, §9: 7200 s)', () => {
  const start = new Date('2026-11-26T12:00:00Z').getTime();
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(start);
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('debug=true turns it on for 7200 s, across pages without the flag', () => {
    const storage = memoryStorage();
    expect(DEBUG_FLAG_SECONDS).toBe(7_200);
    expect(debugFlag('?debug=true', storage, Date.now())).toEqual({ on: true, until: start + 7_200_000, changed: 'on' });
    jest.advanceTimersByTime(7_199_999);
    expect(debugFlag('', storage, Date.now())).toEqual({ on: true, until: start + 7_200_000 });
    jest.advanceTimersByTime(1);
    expect(debugFlag('', storage, Date.now())).toEqual({ on: false });
    expect(storage.getItem(DEBUG_FLAG_KEY)).toBeNull();
  });

  it('debug=true again starts a new window', () => {
    const storage = memoryStorage();
    debugFlag('?debug=true', storage, Date.now());
    jest.advanceTimersByTime(3_600_000);
    debugFlag('?q=brake&debug=true', storage, Date.now());
    jest.advanceTimersByTime(7_000_000);
    expect(debugFlag('', storage, Date.now()).on).toBe(true);
  });

  it('debug=false turns it off at once; other values change nothing', () => {
    const storage = memoryStorage();
    debugFlag('?debug=true', storage, Date.now());
    expect(debugFlag('?debug=yes', storage, Date.now()).on).toBe(true);
    expect(debugFlag('?debug=false', storage, Date.now())).toEqual({ on: false, changed: 'off' });
    expect(debugFlag('', storage, Date.now()).on).toBe(false);
  });

  it('is off by default and ignores a damaged stored value', () => {
    const storage = memoryStorage();
    expect(debugFlag('', storage, Date.now())).toEqual({ on: false });
    storage.setItem(DEBUG_FLAG_KEY, 'soon');
    expect(debugFlag('', storage, Date.now())).toEqual({ on: false });
  });
});
