/** The data-service paths (spec §7 Tracking). Only the page's tracker calls them. */
export const TRACKING_PATHS = {
  track: '/data-service/public/event/track',
  'page-load': '/data-service/public/buyer/marketing/page-load',
  conversion: '/data-service/public/buyer/marketing/conversion',
} as const;
export type Endpoint = keyof typeof TRACKING_PATHS;

/** Whether a send is done (stored, or refused for good: a 4xx other than 408/429) or must be retried. */
export type SendResult = 'done' | 'retry';

export interface Transport {
  /** A POST while the page lives. Never throws: spec §7, data-service calls resolve silently on error. */
  post(url: string, body: string, headers?: Record<string, string>): Promise<SendResult>;
  /** A send that outlives the page (pagehide). False when the browser would not take it. */
  beacon(url: string, body: string): boolean;
  online(): boolean;
}

export const browserTransport: Transport = {
  post: (url, body, headers) =>
    fetch(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body, keepalive: body.length < 60_000 }).then(
      (res) => (res.ok || (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429) ? 'done' : 'retry'),
      () => 'retry' as const,
    ),
  beacon(url, body) {
    try {
      return navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }));
    } catch {
      return false;
    }
  },
  online: () => navigator.onLine !== false,
};
