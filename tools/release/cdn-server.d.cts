// Types of cdn-server.cjs for the TypeScript that requires it (tests).
import type { FastifyInstance } from 'fastify';
export declare function cdnCacheControl(filePath: string): string;
export declare function startCdn(options: { dir: string; port: number; host?: string }): Promise<FastifyInstance>;
