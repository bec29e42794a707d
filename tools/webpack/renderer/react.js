// `react` in every build: Preact's React-compatible layer (see renderer.cjs), with one addition:
// `useId` unique across the page and across renders. Preact numbers ids per root, and a page has
// several roots (the shell's, each remote area's, each exposed parcel's); its count also restarts
// when a root is rendered a third time (single-spa-react renders the root on every parcel update).
// So under an IdScope (shared-lib names each root with it) ids are `<prefix><n>`, n counted in render
// order from the scope's first render: the server's render and the browser's hydrating render count
// alike, and a component keeps its id for its life.
import { options } from 'preact';
import compat, { createContext, createElement, useContext, useId as useRootId, useState } from 'preact/compat';

export * from 'preact/compat';

const IdScopeContext = createContext(null);

/** Names the root below it for useId (`prefix`: e.g. `shell-`, `catalog-`). */
export function IdScope({ prefix, children }) {
  const [scope] = useState(() => ({ prefix, next: 0 }));
  return createElement(IdScopeContext.Provider, { value: scope }, children);
}

export function useId() {
  const scope = useContext(IdScopeContext);
  const [scoped] = useState(() => (scope ? `${scope.prefix}${(scope.next += 1)}` : undefined));
  const rootId = useRootId();
  return scoped ?? rootId;
}

export default { ...compat, IdScope, useId };

// `npm run bench:renders` (tools/renders.mjs) counts what renders through Preact's option hooks: its
// init script leaves this function on the page before any script runs. Nothing else sets it.
if (typeof window !== 'undefined' && typeof window.__axlebayRenders === 'function') window.__axlebayRenders(options);
