import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The Node runtime fetches remote manifests, entries and chunks over HTTP and would run whatever
 * came back: a 404 page included. This makes any non-2xx answer a failed load instead (the area
 * then renders in the browser), with a short timeout so a hanging remote cannot hold a page.
 */
export default function serverFetchPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'axlebay-server-fetch',
    async fetch(url: string, init: RequestInit) {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(2000) });
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      return res;
    },
  };
}
