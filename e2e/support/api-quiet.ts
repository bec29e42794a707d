import type { Page, Request } from '@playwright/test';

/**
 * Resolves once the page has had no call to the API (`apiUrl`) in flight for `quietMs`, within
 * `timeoutMs`. Playwright's `networkidle` cannot say this after a client-side route change: it fires
 * once per document, so it has long fired when a page reached by a link starts its own calls.
 */
export async function apiQuiet(page: Page, apiUrl: string, { quietMs = 500, timeoutMs = 15_000 } = {}): Promise<void> {
  const open = new Set<Request>();
  let lastChange = Date.now();
  const onStart = (request: Request) => {
    if (!request.url().startsWith(apiUrl)) return;
    open.add(request);
    lastChange = Date.now();
  };
  const onEnd = (request: Request) => {
    if (!open.delete(request)) return;
    lastChange = Date.now();
  };
  page.on('request', onStart);
  page.on('requestfinished', onEnd);
  page.on('requestfailed', onEnd);
  try {
    const deadline = Date.now() + timeoutMs;
    while (open.size > 0 || Date.now() - lastChange < quietMs) {
      if (Date.now() > deadline) throw new Error(`API calls still in flight after ${timeoutMs} ms: ${[...open].map((r) => r.url()).join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    page.off('request', onStart);
    page.off('requestfinished', onEnd);
    page.off('requestfailed', onEnd);
  }
}
