/**
 * Resolves once the first routed page is on screen (its parcel mounted, or its fallback shown).
 * Parts that are not needed for that page (the header's garage chip and search box, the cart store)
 * wait for it, so they never compete with the page's own remote for the network.
 */
let markMounted: () => void = () => undefined;
export const firstRouteMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export function routeMounted() {
  markMounted();
  // Marks the page as live (its remote mounted or hydrated): what `npm run size` measures first load up to.
  document.documentElement.setAttribute('data-route-live', '');
}

/** Runs `run` once the first page is on screen and the browser is idle. Returns a cancel. */
export function afterFirstRouteIdle(run: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  void firstRouteMounted.then(() => {
    if (cancelled) return;
    idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 3000 }) : window.setTimeout(run, 500);
  });
  return () => {
    cancelled = true;
    if (idle !== undefined) (typeof cancelIdleCallback === 'function' ? cancelIdleCallback : clearTimeout)(idle);
  };
}
