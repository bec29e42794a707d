import type { FastifyInstance } from 'fastify';
export declare const LOGS_PATH: string;
export declare const LIMITS: { maxBytes: number; maxItems: number; maxLogRecords: number; perIpPerMinute: number; recent: number; fileMaxBytes: number; forwardTimeoutMs: number };
export declare function parseEnvelope(body: string): { header: Record<string, unknown>; items: Array<{ type: 'event' | 'log'; payload: Record<string, unknown> }> };
export declare function sentryTarget(dsn: string): { url: string; auth: string } | undefined;
export declare function publicLogsRoute(
  app: FastifyInstance,
  options?: { env?: NodeJS.ProcessEnv; fetch?: typeof fetch; now?: () => number },
): Promise<void>;
