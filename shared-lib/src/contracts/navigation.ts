/** How a remote moves the shopper around. The shell implements it on top of react-router. */
export interface NavigationService {
  /** Go to an in-site path (with optional query). External URLs are refused. */
  navigate(to: string, options?: { replace?: boolean }): void;
  /** Build an href for an in-site path, keeping market and override query parameters the shell cares about. */
  href(path: string, query?: Record<string, string | number | undefined>): string;
  /** Show the 404 page at the current URL (a `/[urlHandle]` that is no known category, a missing product…). */
  notFound(): void;
  back(): void;
}

/**
 * In-site paths only: `//host`, `/\host`, `https://…`, `javascript:` and control characters would
 * leave the shop or smuggle something past it (open-redirect guard for navigation and login callbacks).
 */
export function isInSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') && !/[\u0000-\u001f]/.test(value);
}
