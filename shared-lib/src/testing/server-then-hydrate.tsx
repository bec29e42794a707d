import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrationGate } from '../parcel/use-hydrated';

/**
 * A page area as the shop serves it, in jsdom: `render()` gives the server's HTML (a root that has not
 * hydrated yet: jsdom has a document, the server has none), `hydrate()` puts it in the document and
 * hydrates it in a root that hydrates, as the browser does. `mismatches` holds what React recovered from.
 */
export function serverThenHydrate(element: () => ReactElement) {
  const gated = () => <HydrationGate hydrating>{element()}</HydrationGate>;
  const mismatches: unknown[] = [];
  const container = document.createElement('div');
  return {
    container,
    mismatches,
    render: () => renderToString(gated()),
    async hydrate(html: string) {
      container.innerHTML = html;
      document.body.appendChild(container);
      await act(async () => {
        hydrateRoot(container, gated(), { onRecoverableError: (error) => mismatches.push(error) });
      });
      return container;
    },
  };
}
