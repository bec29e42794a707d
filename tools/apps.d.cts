// Types of tools/apps.cjs for the TypeScript that requires it (the e2e fixture).
export interface AppDefinition {
  project: string;
  /** The registry name of a remote; absent for the shell. */
  remote?: string;
  federationName: string;
  dir: string;
  portEnv: string;
  defaultPort: number;
  /** The app also has a server build (dist/server). */
  server?: boolean;
}
export declare const APPS: AppDefinition[];
export declare const REMOTES: AppDefinition[];
export declare const SHELL: AppDefinition;
export declare const HOST: string;
export declare const root: string;
export declare function portOf(app: AppDefinition, env?: NodeJS.ProcessEnv): number;
export declare function originOf(app: AppDefinition, env?: NodeJS.ProcessEnv): string;
export declare function defaultRegistry(env?: NodeJS.ProcessEnv): Record<string, string | { browser: string; server: string }>;
/** `.data/cdn`: released remotes, one folder per remote and version. */
export declare const CDN_DIR: string;
/** The CDN's origin: AXLEBAY_CDN_ORIGIN, else http://<host>:<CDN_PORT or 4200>. */
export declare function cdnOrigin(env?: NodeJS.ProcessEnv): string;
