import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { HydrationGate } from '../parcel/use-hydrated';
import { hydrateWatched } from '../parcel/hydrate-watched';

/**
 * A page area as the shop serves it, in jsdom: `render()` gives the server's HTML (a root that has not
 * hydrated yet: jsdom has a document, the server has none), `hydrate()` puts it in the document and
 * hydrates it in a root that hydrates, as the browser does. `mismatches` holds what the hydration drew differently (hydrate-watched.ts).
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
        hydrateWatched(container, gated(), (error) => mismatches.push(error));
      });
      return container;
    },
  };
}
