import { describe, expect, it } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import { ApiError, BUYING_API, US_MARKET, type ApiClient, type Quote, type QuoteRequest, type RemoteParcelProps } from '@axlebay/shared-lib';
import { memoryPersistedState, noExposedModules, recordingNavigation, recordingSession, scriptedApi } from '@axlebay/shared-lib/testing';
import { RemoteContext } from '@axlebay/shared-lib';
import { aQuote } from './quote-fixture';
import { useQuote } from './use-quote';

function Probe({ request, revision }: { request: QuoteRequest | null; revision?: number }) {
  const { quote, loading, error } = useQuote(request, { debounceMs: 10, ...(revision === undefined ? {} : { revision }) });
  return (
    <p data-testid="probe">
      {loading ? 'loading' : 'idle'}|{quote ? quote.totalCent : '-'}|{error ?? ''}
    </p>
  );
}

function host(api: ApiClient): RemoteParcelProps {
  return {
    route: { name: 'shopCart', page: 'cart', pattern: '/shopCart', pathname: '/shopCart', params: {}, query: {} },
    navigation: recordingNavigation(),
    api,
    market: US_MARKET,
    session: recordingSession(),
    exposed: noExposedModules,
    persisted: memoryPersistedState(),
  } as RemoteParcelProps;
}

function renderProbe(api: ApiClient, request: QuoteRequest | null, revision?: number) {
  const props = host(api);
  const view = render(
    <RemoteContext.Provider value={props}>
      <Probe request={request} {...(revision === undefined ? {} : { revision })} />
    </RemoteContext.Provider>,
  );
  return {
    ...view,
    change: (next: QuoteRequest | null, nextRevision?: number) =>
      view.rerender(
        <RemoteContext.Provider value={props}>
          <Probe request={next} {...(nextRevision === undefined ? {} : { revision: nextRevision })} />
        </RemoteContext.Provider>,
      ),
  };
}

describe('useQuote', () => {
  it('sends one debounced quote for quick changes and keeps the latest answer', async () => {
    const { api, calls } = scriptedApi({ [`POST ${BUYING_API.quote}`]: (body: unknown) => aQuote({ totalCent: (body as QuoteRequest).couponCode === 'SAVE10' ? 900 : 1000 }) });
    const view = renderProbe(api, { cartUUID: 'c1' });
    expect(screen.getByTestId('probe')).toHaveTextContent('loading|-|');
    view.change({ cartUUID: 'c1', couponCode: 'SAVE1' });
    view.change({ cartUUID: 'c1', couponCode: 'SAVE10' });
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('idle|900|'));
    expect(calls).toEqual([['POST', BUYING_API.quote, { cartUUID: 'c1', couponCode: 'SAVE10' }]]);
  });

  it('drops an older answer that arrives after a newer request', async () => {
    const pending: Array<(quote: Quote) => void> = [];
    const { api } = scriptedApi({ [`POST ${BUYING_API.quote}`]: () => new Promise<Quote>((resolve) => pending.push(resolve)) });
    const view = renderProbe(api, { cartUUID: 'c1' });
    await waitFor(() => expect(pending).toHaveLength(1));
    view.change({ cartUUID: 'c1', postalCode: '10001' });
    await waitFor(() => expect(pending).toHaveLength(2));
    await act(async () => pending[1]!(aQuote({ totalCent: 222 })));
    await act(async () => pending[0]!(aQuote({ totalCent: 111 })));
    expect(screen.getByTestId('probe')).toHaveTextContent('idle|222|');
  });

  it('asks again for a new revision of the same request', async () => {
    const { api, calls } = scriptedApi({ [`POST ${BUYING_API.quote}`]: aQuote() });
    const view = renderProbe(api, { cartUUID: 'c1' }, 1);
    await waitFor(() => expect(calls).toHaveLength(1));
    view.change({ cartUUID: 'c1' }, 2);
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it("shows the API's message when the quote fails, and asks nothing for a null request", async () => {
    const { api, calls } = scriptedApi({ [`POST ${BUYING_API.quote}`]: new ApiError({ code: 500, message: 'Pricing is resting' }) });
    const view = renderProbe(api, { cartUUID: 'c1' });
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('idle|-|Pricing is resting'));
    view.change(null);
    expect(screen.getByTestId('probe')).toHaveTextContent('idle|-|');
    expect(calls).toHaveLength(1);
  });
});
