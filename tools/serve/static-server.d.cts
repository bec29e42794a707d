import type { FastifyInstance } from 'fastify';
export declare function cacheControlFor(filePath: string): string;
export declare function createAppServer(options: {
  distDir: string;
  isShell: boolean;
  registry?: () => object;
  runtimeConfig?: () => object;
  logger?: boolean;
  env?: NodeJS.ProcessEnv;
}): Promise<FastifyInstance>;
