import { CLIENT_GROUP_COOKIE } from '../session/diversion';
import { serverIdentity } from './server-identity';

/** The answer of `GET /api/public/env/abtest` (house envelope, spec §7 "Common"). */
export interface AbtestBody {
  success: true;
  httpCode: 200;
  msg: 'success';
  data: {
    /** The session's diversion: what every API call of this page sends as X-DIVERSION-NAME (spec §9: A when the hash is under 0.8). */
    group: 'A' | 'B';
    /** The browser's 50/50 client group (spec §4), when it has made one (cookie `axlebay_ab`). */
    clientGroup?: 'A' | 'B';
    sessionId: string;
  };
}

/**
 * `GET /api/public/env/abtest` on the shop's own origin (spec §7 "Content, config, misc"): the A/B
 * group of the asking browser's session. A browser without a session gets one issued with the
 * answer, so its next calls and pages agree with it. Never cached: it depends on the cookies.
 */
export function abtestAnswer(cookies: Record<string, string | undefined>, options: { secure: boolean }): { body: AbtestBody; setCookies: string[] } {
  const identity = serverIdentity(cookies, options);
  const stored = cookies[CLIENT_GROUP_COOKIE];
  const clientGroup = stored === 'A' || stored === 'B' ? stored : undefined;
  return {
    body: { success: true, httpCode: 200, msg: 'success', data: { group: identity.diversion, ...(clientGroup ? { clientGroup } : {}), sessionId: identity.sessionId } },
    setCookies: identity.setCookies,
  };
}
