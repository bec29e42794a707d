/**
 * Resolves once the first routed page is on screen (its parcel mounted, or its fallback shown).
 * Parts that are not needed for that page (the header's garage chip) wait for it, so they never
 * compete with the page's own remote for the network.
 */
let markMounted: () => void = () => undefined;
export const firstRouteMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export function routeMounted() {
  markMounted();
}
