import type { FastifyReply } from 'fastify';
import { failure } from '../http/envelope';

/** "15 minutes", "40 seconds", "2 hours": the wait in a refusal's sentence. */
export function waitText(retryAfterSeconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (retryAfterSeconds < 60) return plural(retryAfterSeconds, 'second');
  const minutes = Math.ceil(retryAfterSeconds / 60);
  if (minutes <= 90) return plural(minutes, 'minute');
  return plural(Math.ceil(minutes / 60), 'hour');
}

/** 429 with Retry-After (seconds) and `message`, which says when to try again. */
export function sendTooMany(reply: FastifyReply, retryAfterSeconds: number, message: string) {
  return reply.code(429).header('retry-after', String(retryAfterSeconds)).send(failure(429, message));
}
