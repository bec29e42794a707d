/**
 * The shell's server build (tools/webpack/create-server-config.cjs → shell/dist/server/main.js),
 * required by the shell's HTTP server (tools/serve/shell-server.cjs). The dynamic import is the
 * async boundary that lets Module Federation set up the shared singletons first.
 */
import type { PageRenderer, RendererOptions } from './types';

export type { PageRenderer, RendererOptions, PageRequest, PageResponse } from './types';

export async function createRenderer(options: RendererOptions): Promise<PageRenderer> {
  const { createPageRenderer } = await import('./page-renderer');
  return createPageRenderer(options);
}

/** `GET /api/public/env/abtest` (tools/serve/abtest-route.cjs): the session's A/B group. */
export async function abtest(cookies: Record<string, string | undefined>, options: { secure: boolean }) {
  const { abtestAnswer } = await import('./abtest');
  return abtestAnswer(cookies, options);
}
