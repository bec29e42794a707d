import { describe, expect, it } from '@jest/globals';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ApiError } from '../api';
import { PageData } from '../ssr/page-data';
import { PageDataContext } from '../ssr/page-data-context';
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

  it("browserOnly: the server renders the loading state without asking, and the browser loads after hydrating", async () => {
    const calls: string[] = [];
    function Order({ onServer }: { onServer?: boolean }) {
      const order = useApiData('order:AX-1', async () => {
        calls.push(onServer ? 'server' : 'browser');
        return 'the order';
      }, 'fallback', { browserOnly: true });
      return <p>{order.data ?? 'Loading your order'}</p>;
    }
    const server = new PageData('server');
    const html = renderToString(
      <PageDataContext.Provider value={server}>
        <Order onServer />
      </PageDataContext.Provider>,
    );
    expect(html).toBe('<p>Loading your order</p>');
    expect(server.toJSON()).toEqual({});

    const wrapper = ({ children }: { children: ReactNode }) => <PageDataContext.Provider value={new PageData('hydrate', server.toJSON())}>{children}</PageDataContext.Provider>;
    const { result } = renderHook(() => useApiData('order:AX-1', async () => {
      calls.push('browser');
      return 'the order';
    }, 'fallback', { browserOnly: true }), { wrapper });
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data).toBe('the order'));
    expect(calls).toEqual(['browser']);
  });
});
