import { DEFAULT_OVERRIDE_HOSTS } from '../registry/overrides';
import type { Registry } from '../registry/registry';
import type { RuntimeConfig } from '../services/runtime-config';
import { GTM_ORIGIN } from '../signals/tag-manager';

/**
 * Where a tester's overrides may load remotes from: the same hosts the overrides accept
 * (`overrideHosts`, loopback by default), any port. CSP has no syntax for an IPv6 literal such as [::1].
 */
const overrideSources = (hosts: readonly string[]) => hosts.filter((h) => !h.startsWith('[')).map((h) => `http://${h}:*`);

const originOf = (url: string): string | undefined => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/**
 * The page's Content-Security-Policy. Scripts run only from the shop's own origin, the remotes'
 * origins in the registry (Module Federation loads their code at run time) and the one inline
 * script that carries this response's nonce; no eval, no plugins, no foreign framing. Styles allow
 * inline rules: emotion writes them at run time in every remote, and style injection cannot run code.
 * Connections, images and fonts: the shop, its API and the remotes. Video and captions (media): the
 * shop and its API (the guide videos, api/src/programs). The tag manager's origin (scripts, its
 * requests and pixels) only where a container is configured (spec §7 Third-party).
 */
export function contentSecurityPolicy({ registry, config, nonce }: { registry: Registry; config: RuntimeConfig; nonce?: string }): string {
  const remotes = [...new Set(Object.values(registry).map(originOf).filter((o): o is string => Boolean(o)))];
  const api = originOf(config.apiBaseUrl);
  const testerHosts = config.allowOverrides ? (config.overrideHosts ?? DEFAULT_OVERRIDE_HOSTS) : [];
  const testers = overrideSources(testerHosts);
  // A remote's webpack dev server (npm run dev -- <remote>) reloads the page over its WebSocket.
  const reloads = testers.map((source) => source.replace(/^http:/, 'ws:'));
  const code = ["'self'", ...remotes, ...testers];
  const tags = config.gtmId ? [GTM_ORIGIN] : [];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', [...code, ...tags, ...(nonce ? [`'nonce-${nonce}'`] : [])]],
    ['style-src', [...code, "'unsafe-inline'"]],
    ['connect-src', [...code, ...reloads, ...(api ? [api] : []), ...tags]],
    ['img-src', ["'self'", 'data:', 'blob:', ...(api ? [api] : []), ...remotes, ...tags]],
    ['font-src', code],
    ['media-src', ["'self'", ...(api ? [api] : [])]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", ...(api ? [api] : [])]],
    ['frame-ancestors', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}
