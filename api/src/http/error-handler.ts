import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiHttpError, failure, type FieldError } from './envelope';

interface AjvIssue {
  instancePath?: string;
  params?: Record<string, unknown>;
  message?: string;
}

/** Turns schema validation issues into `fieldErrors` a form can show next to its fields. */
export function fieldErrorsFrom(issues: AjvIssue[], context: string): FieldError[] {
  return issues.map((issue) => {
    const fromPath = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    const missing = issue.params?.missingProperty as string | undefined;
    const extra = issue.params?.additionalProperty as string | undefined;
    // A property missing (or not allowed) inside a nested object is named with its path: items.0.skuId.
    const named = missing ?? extra;
    const field = named !== undefined ? (fromPath ? `${fromPath}.${named}` : named) : fromPath || context;
    let message = issue.message ?? 'is invalid';
    const allowed = issue.params?.allowedValues;
    if (Array.isArray(allowed)) message = `must be one of ${allowed.join(', ')}`;
    if (missing) message = 'is required';
    if (extra) message = 'is not an allowed field';
    return { field, message };
  });
}

/**
 * Every failure leaves as the error envelope: validation → 400 with fieldErrors, malformed bodies → 400,
 * expected failures → their status, anything else → 500 without internals (logged with the request id).
 */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiHttpError) {
      return reply.code(error.httpCode).send(failure(error.httpCode, error.message, error.fieldErrors));
    }
    if (error.validation) {
      const fieldErrors = fieldErrorsFrom(error.validation as AjvIssue[], error.validationContext ?? 'request');
      const first = fieldErrors[0];
      const message = first ? `${first.field} ${first.message}` : 'Invalid request';
      return reply.code(400).send(failure(400, message, fieldErrors));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large, rate limits…
      const message = status === 415 ? 'Unsupported content type' : status === 413 ? 'Request body is too large' : error.message;
      return reply.code(status).send(failure(status, message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(failure(500, 'Something went wrong on our side. Please try again.'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(failure(404, `No such endpoint: ${request.method} ${request.url.split('?')[0]}`));
  });
}
