/**
 * Minimal path matcher for the standalone harness (the shell uses react-router for the real thing).
 * Supports `:param` segments and a trailing `*` splat.
 */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const pSeg = pattern.split('/').filter(Boolean);
  const uSeg = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (let i = 0; i < pSeg.length; i++) {
    const p = pSeg[i]!;
    if (p === '*') {
      params['*'] = uSeg.slice(i).join('/');
      return params;
    }
    const u = uSeg[i];
    if (u === undefined) return null;
    if (p.startsWith(':')) params[p.slice(1)] = decodeURIComponent(u);
    else if (p !== u) return null;
  }
  return uSeg.length === pSeg.length ? params : null;
}
