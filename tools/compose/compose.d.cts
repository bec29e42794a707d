// Types of tools/compose/compose.cjs for the TypeScript that requires it (the e2e suite).
export type Source =
  | { kind: 'dev' }
  | { kind: 'build' }
  | { kind: 'release'; version: string }
  | { kind: 'entry'; entry: string | { browser: string; server?: string } };
export type RegistryEntry = string | { browser: string; server?: string; version?: string };
export interface ComposedShop {
  shopUrl: string;
  registry: Record<string, RegistryEntry>;
  registryFile: string;
  apiBaseUrl: string;
  from: string;
  sources: Record<string, Source>;
  /** The shop `from` itself with the dev servers as `?mfOverride=`, when it allows overrides. */
  overrideUrl?: string;
  close(): Promise<void>;
}
export declare const DEFAULT_COMPOSE_PORT: number;
export declare function startCompose(options: {
  from: string;
  remotes: Record<string, Source>;
  port?: number;
  build?: boolean;
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
}): Promise<ComposedShop>;
