/** What the shell's HTTP server hands the renderer for one page request. */
export interface PageRequest {
  /** Path and query, e.g. `/product/led-bulbs?market=2023`. */
  url: string;
  /** The shop's origin as the shopper sees it, e.g. `https://www.axlebay.com`. */
  origin: string;
  cookies: Record<string, string | undefined>;
  userAgent: string;
}

export type PageResponse =
  | { kind: 'page'; status: number; html: string; timings: Record<string, number>; headers: Record<string, string | string[]> }
  | { kind: 'redirect'; status: 302; location: string; headers?: Record<string, string | string[]> };

export interface ShellChunkGroups {
  /** The bootstrap chunk and the libraries split off it. */
  bootstrap?: string[];
  /** The chunks of the shared singletons the shell provides (what was split off them included). */
  shared?: string[];
}

export interface RendererOptions {
  /** The browser build's index.html (scripts, styles): the page is composed into it. */
  template: string;
  /** The shell's browser mf-manifest.json (its shared chunks are preloaded). */
  shellManifest: unknown;
  /** Files of the shell's browser build (fonts and the bootstrap chunk are preloaded). */
  shellFiles: string[];
  /** The shell build's `chunk-groups.json`: the files of its bootstrap and of the singletons it provides. */
  shellChunkGroups: ShellChunkGroups;
  /**
   * The shell's own stylesheets (the @font-face rules, ~1 KB): inline, so no stylesheet blocks the
   * first paint. `href` is the file's URL: the tag carries it as `data-href`, which webpack's CSS
   * loader (mini-css-extract) takes for the loaded stylesheet, so the bootstrap chunk does not add
   * the same file again (a new stylesheet restyles and lays out the whole page: ~25 ms measured).
   */
  inlineStyles: Array<{ href: string; css: string }>;
  /** `remotes.json` as served (read per request: a new remote version needs no restart). */
  registry: () => unknown;
  /** `runtime-config.json` as served. */
  runtimeConfig: () => unknown;
  /** Where the server reaches the API (defaults to the runtime config's). */
  serverApiBaseUrl?: string;
  /** Time a remote may take to render on the server before its area is left to the browser (ms). */
  budgetMs: number;
  /** The same for crawlers (spec §9 bot keywords): they get the whole page. */
  botBudgetMs: number;
  release: string;
}

export interface PageRenderer {
  render(request: PageRequest): Promise<PageResponse>;
  /** The Content-Security-Policy of the plain page the browser renders when composing fails. */
  fallbackPolicy(): string;
}
