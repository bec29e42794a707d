import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createLogBuffer } from './log-buffer';

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('log buffer (spec §9: flush at 100 items or 5 s)', () => {
  it('flushes 5 s after its first item', () => {
    const flushed: number[][] = [];
    const logs = createLogBuffer<number>((items) => flushed.push(items));
    logs.add(1);
    jest.advanceTimersByTime(3_000);
    logs.add(2);
    jest.advanceTimersByTime(1_999);
    expect(flushed).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(flushed).toEqual([[1, 2]]);
    jest.advanceTimersByTime(10_000);
    expect(flushed).toHaveLength(1);
  });

  it('flushes at once at 100 items', () => {
    const flushed: number[][] = [];
    const logs = createLogBuffer<number>((items) => flushed.push(items));
    for (let i = 0; i < 99; i++) logs.add(i);
    expect(flushed).toEqual([]);
    logs.add(99);
    expect(flushed).toHaveLength(1);
    expect(flushed[0]).toHaveLength(100);
    expect(logs.size()).toBe(0);
    // The timer of the flushed batch is gone: nothing more comes.
    jest.advanceTimersByTime(5_000);
    expect(flushed).toHaveLength(1);
  });

  it('flushes on demand (page hidden), and not when empty', () => {
    const flush = jest.fn();
    const logs = createLogBuffer<number>(flush);
    logs.flush();
    expect(flush).not.toHaveBeenCalled();
    logs.add(7);
    logs.flush();
    expect(flush).toHaveBeenCalledWith([7]);
  });
});
