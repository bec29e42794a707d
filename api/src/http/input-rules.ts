import type { FastifyInstance, FastifyRequest } from 'fastify';
import { failure, type FieldError } from './envelope';

/**
 * One rule for every string the API receives, in the path, the query and a JSON body, on every route
 * (a hook, so no endpoint can forget it): well-formed Unicode, no NUL or other control characters
 * (tab and line breaks are text), a length cap, and numbers that are finite. Route schemas add their own tighter limits; this
 * is the floor under all of them. PostgreSQL refuses NUL bytes and unpaired surrogates cannot be
 * encoded as UTF-8, so without it such a value reached the database and answered 500.
 */
export const MAX_STRING_LENGTH = 10_000;
/** Deeper JSON than any request of the storefront needs. */
export const MAX_DEPTH = 12;

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const NUMERIC = /^\s*[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string breaks the rule, or undefined when it is fine. */
export function stringProblem(value: string): string | undefined {
  if (value.includes('\u0000')) return 'must not contain a NUL character';
  if (LONE_SURROGATE.test(value)) return 'must be valid Unicode text';
  if (CONTROL.test(value)) return 'must not contain control characters';
  if (value.length > MAX_STRING_LENGTH) return `must be at most ${MAX_STRING_LENGTH} characters`;
  // "1e309" passes an integer schema as Infinity, which no database column takes.
  if (NUMERIC.test(value) && !Number.isFinite(Number(value))) return 'must be a finite number';
  return undefined;
}

/** The first string in `value` (keys included) that breaks the rule, named by its path. */
export function findInputProblem(value: unknown, field: string, depth = 0): FieldError | undefined {
  if (typeof value === 'string') {
    const message = stringProblem(value);
    return message ? { field, message } : undefined;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : { field, message: 'must be a finite number' };
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  if (depth >= MAX_DEPTH) return { field, message: `must not be nested more than ${MAX_DEPTH} levels deep` };
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, inner] of entries) {
    const path = field ? `${field}.${key}` : key;
    const keyMessage = stringProblem(key);
    if (keyMessage) return { field: path, message: `name ${keyMessage}` };
    const problem = findInputProblem(inner, path, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

function requestProblem(request: FastifyRequest): FieldError | undefined {
  // A raw string or binary body (payment webhooks, uploads) is its route's own business.
  const body = typeof request.body === 'object' ? request.body : undefined;
  return findInputProblem(request.params, '') ?? findInputProblem(request.query, '') ?? findInputProblem(body, '');
}

export function installInputRules(app: FastifyInstance) {
  // preValidation: after the body is parsed, before schemas coerce or routes read anything.
  app.addHook('preValidation', async (request, reply) => {
    const problem = requestProblem(request);
    if (!problem) return;
    return reply.code(400).send(failure(400, `${problem.field} ${problem.message}`, [problem]));
  });
}
