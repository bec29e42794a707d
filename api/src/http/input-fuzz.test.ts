import type { RegisteredRoute } from '../app';
import { registerBuyer, type TestBuyer } from '../accounts/account-test-helpers';
import { startTestApi, type TestApi } from '../test-support/test-api';

/**
 * Walks every registered route with hostile values in its path, its query and its JSON body, signed
 * in, and expects no 5xx: a bad value is the caller's mistake (4xx with a message), never a crash.
 * Values go into the fields each route declares in its schemas, and into names routes commonly read.
 */
const HOSTILE_STRINGS = [
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  'bell\u0007',
  'x'.repeat(100_000),
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '-1',
  '99999999999999999999999',
  '1e309',
  '',
];
/** The characters that broke the database, also hidden inside a value that passes a format (an email, a handle). */
const HOSTILE_INSIDE = ['\u0000', '\uD800', '\uDFFF', '\u0007'];
const HOSTILE_VALUES: unknown[] = [null, [], {}, -1, 1e308, 2 ** 63, true, [{ a: 'a\u0000' }], { __proto__: { admin: true } }];
/** Names read by routes that do not declare a schema for them. */
const COMMON_FIELDS = ['keyword', 'email', 'id', 'itemId', 'skuId', 'urlHandle', 'code', 'page', 'size', 'orderNo', 'carModel', 'attributeValueId', 'vin', 'postalCode'];

interface FieldSchema {
  type?: string | string[];
  properties?: Record<string, FieldSchema>;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  anyOf?: FieldSchema[];
}

const propertiesOf = (schema: unknown): Record<string, FieldSchema> => (schema as FieldSchema | undefined)?.properties ?? {};
/** The declared fields of a location, or the common names when it declares none. */
const fieldsOf = (schema: unknown) => {
  const declared = Object.keys(propertiesOf(schema));
  return declared.length ? declared : COMMON_FIELDS;
};

/** A value a route would accept for the field, so the hostile value in one field is what gets tried. */
function plausible(name: string, schema: FieldSchema | undefined): unknown {
  const s = schema?.anyOf?.[0] ?? schema;
  if (s?.const !== undefined) return s.const;
  if (s?.enum?.length) return s.enum[0];
  const type = [s?.type].flat()[0];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') return {};
  if (/email/i.test(name)) return 'fuzz@example.com';
  if (/password/i.test(name)) return 'Brake-pads 2024';
  if (/^(page|size|id|.*Id)$/.test(name)) return '1';
  return 'x'.repeat(Math.max(1, s?.minLength ?? 1));
}

/** One object per field: that field hostile, the others plausible. `inside` puts the value within a plausible one. */
function variants(schema: unknown, value: unknown, inside = false): Record<string, unknown>[] {
  const props = propertiesOf(schema);
  const names = fieldsOf(schema);
  const hostileFor = (n: string) => {
    const base = String(plausible(n, props[n]));
    return inside ? `${base.slice(0, 2)}${String(value)}${base.slice(2)}` : value;
  };
  return names.map((hostile) => Object.fromEntries(names.map((n) => [n, n === hostile ? hostileFor(n) : plausible(n, props[n])])));
}

/** Percent-encoding that keeps an unpaired surrogate as its three WTF-8 bytes (encodeURIComponent throws on it). */
const encode = (value: string) =>
  [...value]
    .map((ch) => {
      const unit = ch.charCodeAt(0);
      if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
        const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
        return bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
      }
      return encodeURIComponent(ch);
    })
    .join('');

/** The URL with every `:param` (and a trailing `*`) replaced by the value. */
const pathWith = (route: RegisteredRoute, value: string) => route.url.replace(/:[A-Za-z0-9_]+/g, encode(value)).replace(/\*$/, encode(value));
const queryString = (values: Record<string, unknown>) => Object.entries(values).map(([n, v]) => `${n}=${encode(String(v))}`).join('&');

/** Routes that end the session go last, so the others run signed in. */
const endsSession = (route: RegisteredRoute) => /logout|logoff|sign-?out|delete|cancel|close/i.test(route.url);

let api: TestApi;
let buyer: TestBuyer;
beforeAll(async () => {
  api = await startTestApi();
  buyer = await registerBuyer(api);
});
afterAll(() => api.close());

it('no registered route answers 5xx to hostile input', async () => {
  const routes = api.app.registeredRoutes
    .filter((r) => r.url.startsWith('/') && r.method !== 'OPTIONS')
    .sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)));
  expect(routes.length).toBeGreaterThan(50);
  const crashes: string[] = [];
  let sent = 0;
  type Probe = { method: string; path: string; body?: unknown };
  const send = async ({ method, path, body }: Probe) => {
    sent += 1;
    const res = await api.request(method, path, { token: buyer.token, body });
    if (res.status >= 500) crashes.push(`${res.status} ${method} ${path.slice(0, 120)} ${JSON.stringify(body ?? null).slice(0, 120)}`);
  };

  for (const route of routes) {
    const validPath = pathWith(route, '1');
    const hasParams = validPath !== route.url;
    const withBody = route.method !== 'GET' && route.method !== 'DELETE';
    const probes: Probe[] = [];
    const inQuery = (query: Record<string, unknown>) => probes.push({ method: route.method, path: `${validPath}?${queryString(query)}` });
    const inBody = (body: unknown) => withBody && probes.push({ method: route.method, path: validPath, body });
    for (const value of HOSTILE_STRINGS) {
      if (hasParams) probes.push({ method: route.method, path: pathWith(route, value) });
      // A 100k-character query string is refused by any HTTP server; the length rule is tried in the body.
      if (value.length < 10_000) variants(route.schema?.querystring, value).forEach(inQuery);
      variants(route.schema?.body, value).forEach(inBody);
    }
    for (const value of HOSTILE_INSIDE) {
      variants(route.schema?.querystring, value, true).forEach(inQuery);
      variants(route.schema?.body, value, true).forEach(inBody);
    }
    for (const value of HOSTILE_VALUES) variants(route.schema?.body, value).forEach(inBody);
    // A few at a time, as several shoppers would; one route after another (the session-ending ones last).
    for (let i = 0; i < probes.length; i += 8) await Promise.all(probes.slice(i, i + 8).map(send));
  }
  console.log(`input fuzz: ${sent} requests over ${routes.length} routes, ${crashes.length} answered 5xx`);
  expect(crashes).toEqual([]);
}, 240_000);
