/**
 * Spec §2 query flags this folder reads: `debug=true|false` (the debug panel, kept 7200 s, spec §9) and
 * `isLazyLoadGtm=true` (the tag manager loads after the first interaction or idle, not after load).
 * `irclickid` is the session's (shell/src/session/identity.ts).
 */
export const DEBUG_FLAG = 'debug';
export const LAZY_GTM_FLAG = 'isLazyLoadGtm';

/** `true` / `false` when the query sets the flag, undefined when it does not mention it. */
export function queryFlag(search: string, name: string): boolean | undefined {
  const value = new URLSearchParams(search).get(name);
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}
