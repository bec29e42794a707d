// POST /api/public/logs on the shop's own origin (spec §7): the browser's error envelopes (Sentry's
// envelope format, shell/src/monitoring/envelope.ts). Checked (size, type, items), limited per IP,
// kept so a squad can see what its release did (JSON lines on disk + the latest in memory, readable
// from the machine itself), and forwarded to a Sentry-compatible service when AXLEBAY_SENTRY_DSN is set.
const fs = require('node:fs');
const path = require('node:path');

const LOGS_PATH = '/api/public/logs';
const LIMITS = {
  /** Bytes per envelope (a keepalive send is at most 60000; a plain one may carry a long stack). */
  maxBytes: 200_000,
  /** Items per envelope, and records per log item (the browser flushes its log buffer at 100). */
  maxItems: 20,
  maxLogRecords: 100,
  /** Envelopes per IP per minute; over it: 429 (the browser pauses 60 s). */
  perIpPerMinute: 60,
  /** Records kept in memory for the read endpoint. */
  recent: 1000,
  /** The JSON-lines file is moved to `.1` past this size. */
  fileMaxBytes: 20 * 1024 * 1024,
  forwardTimeoutMs: 3000,
};
const CONTENT_TYPES = ['application/x-sentry-envelope', 'text/plain'];
const ITEM_TYPES = new Set(['event', 'log']);
const DEFAULT_FILE = path.join(__dirname, '../../.data/error-reports/events.jsonl');

class BadEnvelope extends Error {}
const bad = (message) => {
  throw new BadEnvelope(message);
};
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v, max = 2000) => (typeof v === 'string' ? v.slice(0, max) : v === undefined || v === null ? null : String(v).slice(0, max));

function jsonLine(line, what) {
  try {
    const value = JSON.parse(line);
    if (!isObject(value)) bad(`${what} is not a JSON object`);
    return value;
  } catch (error) {
    if (error instanceof BadEnvelope) throw error;
    return bad(`${what} is not valid JSON`);
  }
}

/** Envelope text → { header, items: [{ type, payload }] }, or throws BadEnvelope with what is wrong. */
function parseEnvelope(body) {
  const lines = body.split('\n');
  while (lines.length && lines[lines.length - 1].trim() === '') lines.pop();
  if (lines.length === 0) bad('the envelope is empty');
  const header = jsonLine(lines[0], 'the envelope header');
  const items = [];
  for (let i = 1; i < lines.length; i += 2) {
    if (items.length >= LIMITS.maxItems) bad(`an envelope holds at most ${LIMITS.maxItems} items`);
    const itemHeader = jsonLine(lines[i], `item ${items.length + 1}'s header`);
    if (!ITEM_TYPES.has(itemHeader.type)) bad(`item ${items.length + 1} has type ${JSON.stringify(itemHeader.type)}; accepted: event, log`);
    if (lines[i + 1] === undefined) bad(`item ${items.length + 1} has no payload`);
    const payload = jsonLine(lines[i + 1], `item ${items.length + 1}'s payload`);
    if (itemHeader.type === 'log') {
      if (!Array.isArray(payload.items)) bad(`log item ${items.length + 1} has no items list`);
      if (payload.items.length > LIMITS.maxLogRecords) bad(`a log item holds at most ${LIMITS.maxLogRecords} records`);
    }
    items.push({ type: itemHeader.type, payload });
  }
  if (items.length === 0) bad('the envelope has no items');
  return { header, items };
}

const flatTags = (tags) => (isObject(tags) ? Object.fromEntries(Object.entries(tags).slice(0, 50).map(([k, v]) => [k.slice(0, 64), text(v, 200)])) : {});

/** What is stored per event or log record: flat, so `jq` or the read endpoint can filter it. */
function recordsOf(envelope, receivedAt) {
  const records = [];
  for (const { type, payload } of envelope.items) {
    if (type === 'event') {
      const tags = flatTags(payload.tags);
      const exception = Array.isArray(payload.exception?.values) ? payload.exception.values[0] : undefined;
      const frames = Array.isArray(exception?.stacktrace?.frames) ? exception.stacktrace.frames : [];
      records.push({
        receivedAt,
        type: 'event',
        eventId: text(payload.event_id, 64),
        level: text(tags.priority ?? payload.level, 16),
        kind: text(tags.kind, 64),
        message: text(exception?.value ?? payload.message),
        errorType: text(exception?.type, 100),
        release: text(payload.release, 200),
        environment: text(payload.environment, 64),
        remote: text(tags.remote, 64),
        route: text(tags.route, 500),
        tags,
        // The innermost frames: enough to find the line; the full event goes to the forward.
        frames: frames.slice(-10).reverse().map((f) => `${text(f?.function, 100) ?? '?'} ${text(f?.filename, 300)}:${f?.lineno}:${f?.colno}`),
        breadcrumbs: Array.isArray(payload.breadcrumbs?.values) ? payload.breadcrumbs.values.length : 0,
      });
    } else {
      for (const log of payload.items) {
        const attrs = isObject(log?.attributes) ? Object.fromEntries(Object.entries(log.attributes).map(([k, v]) => [k, isObject(v) ? v.value : v])) : {};
        const tags = flatTags(attrs);
        records.push({
          receivedAt,
          type: 'log',
          level: text(tags.priority ?? log?.level, 16),
          kind: text(tags.kind, 64),
          message: text(log?.body),
          release: text(tags.release, 200),
          environment: text(tags.environment, 64),
          remote: text(tags.remote, 64),
          route: text(tags.route, 500),
          tags,
        });
      }
    }
  }
  return records;
}

/** `https://<key>@<host>/<project>` → the envelope endpoint and its auth header; undefined when not a DSN. */
function sentryTarget(dsn) {
  try {
    const url = new URL(dsn);
    const project = url.pathname.split('/').filter(Boolean).pop();
    if (!url.username || !project) return undefined;
    const base = url.pathname.replace(/\/[^/]*\/?$/, '');
    return {
      url: `${url.protocol}//${url.host}${base}/api/${project}/envelope/`,
      auth: `Sentry sentry_version=7, sentry_key=${url.username}, sentry_client=axlebay-shop/1.0`,
    };
  } catch {
    return undefined;
  }
}

/** Fixed one-minute windows per IP; old windows are swept as they pass. */
function perIpLimit(limit, now) {
  let windowStart = now();
  let counts = new Map();
  return (ip) => {
    if (now() - windowStart >= 60_000) {
      windowStart = now();
      counts = new Map();
    }
    const n = (counts.get(ip) ?? 0) + 1;
    counts.set(ip, n);
    return n <= limit;
  };
}

function fileStore(file) {
  if (!file) return () => undefined;
  let ready = false;
  return (records) => {
    try {
      if (!ready) fs.mkdirSync(path.dirname(file), { recursive: true });
      ready = true;
      if (fs.existsSync(file) && fs.statSync(file).size > LIMITS.fileMaxBytes) fs.renameSync(file, `${file}.1`);
      fs.appendFileSync(file, records.map((r) => JSON.stringify(r)).join('\n') + '\n');
    } catch (error) {
      console.error(`[public-logs] could not write ${file}`, error);
    }
  };
}

const isLoopback = (ip) => ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';

/**
 * Fastify plugin (register it on the shop's server). Options: `env` (AXLEBAY_SENTRY_DSN,
 * AXLEBAY_ERROR_LOG: the JSON-lines file, `off` for none; AXLEBAY_ERROR_LOG_READ=1 opens the read
 * endpoint in production), `fetch` and `now` for tests.
 */
async function publicLogsRoute(app, { env = process.env, fetch: doFetch = globalThis.fetch, now = Date.now } = {}) {
  const recent = [];
  const allowed = perIpLimit(LIMITS.perIpPerMinute, now);
  const store = fileStore(env.AXLEBAY_ERROR_LOG === 'off' ? undefined : env.AXLEBAY_ERROR_LOG || DEFAULT_FILE);
  const target = env.AXLEBAY_SENTRY_DSN ? sentryTarget(env.AXLEBAY_SENTRY_DSN) : undefined;
  if (env.AXLEBAY_SENTRY_DSN && !target) console.error('[public-logs] AXLEBAY_SENTRY_DSN is not a DSN (https://key@host/project); not forwarding');

  // Envelopes are text; whatever the client says it sends, the handler checks the type itself.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: LIMITS.maxBytes }, (_req, body, done) => done(null, body));
  app.setErrorHandler((error, _req, reply) => {
    const tooLarge = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE';
    reply.code(400).send({ message: tooLarge ? `the envelope is larger than ${LIMITS.maxBytes} bytes` : `bad envelope: ${error.message}` });
  });

  app.post(LOGS_PATH, async (req, reply) => {
    if (!allowed(req.ip)) return reply.code(429).header('retry-after', '60').send({ message: 'too many error reports from this address; try again in 60 s' });
    const type = String(req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (!CONTENT_TYPES.includes(type)) return reply.code(400).send({ message: `content-type must be ${CONTENT_TYPES.join(' or ')}` });
    if (typeof req.body !== 'string' || req.body.length === 0) return reply.code(400).send({ message: 'the envelope is empty' });
    let envelope;
    try {
      envelope = parseEnvelope(req.body);
    } catch (error) {
      if (error instanceof BadEnvelope) return reply.code(400).send({ message: error.message });
      throw error;
    }
    const records = recordsOf(envelope, new Date(now()).toISOString());
    recent.push(...records);
    if (recent.length > LIMITS.recent) recent.splice(0, recent.length - LIMITS.recent);
    store(records);
    if (target) {
      // Fire and forget: the shopper's page never waits on the error service.
      doFetch(target.url, {
        method: 'POST',
        body: req.body,
        headers: { 'content-type': 'application/x-sentry-envelope', 'x-sentry-auth': target.auth },
        signal: AbortSignal.timeout(LIMITS.forwardTimeoutMs),
      }).catch(() => undefined);
    }
    return reply.code(200).send({ accepted: records.length });
  });

  // What a release did: `?release=&remote=&level=&kind=&limit=`, newest last. From the machine itself only.
  app.get(LOGS_PATH, async (req, reply) => {
    const open = env.NODE_ENV !== 'production' || env.AXLEBAY_ERROR_LOG_READ === '1';
    if (!open || !isLoopback(req.ip)) return reply.code(404).type('text/plain').send('Not found');
    const q = req.query ?? {};
    const keys = ['release', 'remote', 'level', 'kind', 'type'].filter((k) => typeof q[k] === 'string' && q[k] !== '');
    const limit = Math.min(Math.max(Number(q.limit) || 100, 1), LIMITS.recent);
    const hits = recent.filter((r) => keys.every((k) => r[k] === q[k]));
    return reply.header('cache-control', 'no-store').send({ records: hits.slice(-limit) });
  });
}

module.exports = { publicLogsRoute, parseEnvelope, sentryTarget, LIMITS, LOGS_PATH };
