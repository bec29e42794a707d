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
