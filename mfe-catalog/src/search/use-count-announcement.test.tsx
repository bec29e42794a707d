import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { renderHook } from '@testing-library/react';
import { ANNOUNCER_ID } from '@axlebay/shared-lib';
import { useCountAnnouncement } from './use-count-announcement';

describe('result count announcement', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });
  const said = () => {
    jest.advanceTimersByTime(200);
    return document.getElementById(ANNOUNCER_ID)?.textContent ?? '';
  };

  it('reads a new count after a filter or page change, not the first answer nor a new vehicle with results', () => {
    const { rerender } = renderHook((p: [string | undefined, string | undefined, number, string]) => useCountAnnouncement(...p), {
      initialProps: [undefined, '1', 0, ''],
    });
    rerender(['a', '1', 24, '42 results for “brake”']);
    expect(said()).toBe('');
    rerender(['b', '1', 24, '12 results for “brake”']);
    expect(said()).toBe('12 results for “brake”');
    rerender(['c', '2', 24, '30 results for “brake”']); // the fit summary says this one
    expect(said()).toBe('12 results for “brake”');
    rerender(['d', '3', 0, '0 results for “brake”']); // no badges to sum up
    expect(said()).toBe('0 results for “brake”');
  });
});
