import type { FastifyInstance } from 'fastify';
export declare const ABTEST_PATH: string;
export declare function abtestRoute(
  app: FastifyInstance,
  answer: (cookies: Record<string, string>, options: { secure: boolean }) => Promise<{ body: object; setCookies: string[] }>,
): void;
export declare function registerAbtestRoute(app: FastifyInstance, distDir: string): Promise<void>;
