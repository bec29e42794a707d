import { describe, expect, it } from '@jest/globals';
import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError } from '../api';
import { useApiData } from './use-api-data';

describe('useApiData', () => {
  it('loads, reports a failure with its status, reloads, and loads again for a new key', async () => {
    const answers: Array<string | Error> = ['first', new ApiError({ code: 404, status: 404, message: 'No product' }), 'third', 'other'];
    const calls: string[] = [];
    const { result, rerender } = renderHook(({ key }) => useApiData(key, async () => {
      calls.push(key);
      const next = answers.shift()!;
      if (next instanceof Error) throw next;
      return next;
    }, 'fallback'), { initialProps: { key: 'a' } });
    await waitFor(() => expect(result.current.data).toBe('first'));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.error).toBe('No product'));
    expect(result.current.status).toBe(404);
    expect(result.current.data).toBe('first'); // the last answer stays while the error shows
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.data).toBe('third'));
    expect(result.current.error).toBeUndefined();
    rerender({ key: 'b' });
    await waitFor(() => expect(result.current.data).toBe('other'));
    expect(calls).toEqual(['a', 'a', 'a', 'b']);
  });
});
