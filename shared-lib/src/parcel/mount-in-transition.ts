import { startTransition } from 'react';

/**
 * Runs a single-spa-react mount inside a React transition. single-spa-react creates (or hydrates)
 * the root synchronously inside `mount`, so the root's first render is a transition: time-sliced,
 * the page stays responsive meanwhile, instead of one long task.
 */
export function mountInTransition<T>(mount: () => T): T {
  let mounted: T | undefined;
  startTransition(() => {
    mounted = mount();
  });
  return mounted as T;
}
