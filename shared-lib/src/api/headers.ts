import { sendsAccountId, sendsSessionId } from './paths';

export interface IdentityHeaderSource {
  token: string | undefined;
  shopId: number | string;
  diversion: 'A' | 'B';
  visitorKey: string;
  /** Request body; its session / client ids are copied into headers. */
  body?: unknown;
  /** The API path: some calls carry the session id or the account id (below). */
  path?: string;
  /** The browser session's id (X-SESSION-ID on search calls). */
  sessionId?: string;
  /** The signed-in buyer's account id (account headers on promotion and subscription calls). */
  accountId?: string | number;
}

function idFrom(body: Record<string, unknown>, snake: string, camel: string): string | undefined {
  const value = body[snake] ?? body[camel];
  return value === undefined || value === null || value === '' ? undefined : String(value);
}

function isFormData(value: unknown): boolean {
  return typeof FormData !== 'undefined' && value instanceof FormData;
}

/** Headers every request carries (spec §7 "Common"), and the session and account ids where spec §6/§7 ask for them. */
export function buildRequestHeaders(source: IdentityHeaderSource): Record<string, string> {
  const headers: Record<string, string> = {
    'X-SHOP-ID': String(source.shopId),
    'X-DIVERSION-NAME': source.diversion,
    VISITOR_U_KEY: source.visitorKey,
  };
  if (source.token) headers.Authorization = `Bearer ${source.token}`;
  const path = source.path ?? '';
  if (source.sessionId && sendsSessionId(path)) headers['X-SESSION-ID'] = source.sessionId;
  if (source.accountId !== undefined && source.accountId !== '' && sendsAccountId(path)) {
    headers['X-ACCOUNT-ID'] = String(source.accountId);
    headers['X-CUSTOMIZE-ACCOUNT-ID'] = String(source.accountId);
  }
  const { body } = source;
  if (typeof body === 'object' && body !== null && !Array.isArray(body) && !isFormData(body)) {
    const record = body as Record<string, unknown>;
    const sessionId = idFrom(record, 'session_id', 'sessionId');
    const clientId = idFrom(record, 'client_id', 'clientId');
    if (sessionId !== undefined) headers.session_id = sessionId;
    if (clientId !== undefined) headers.client_id = clientId;
  }
  return headers;
}
