// Types of release-store.cjs for the TypeScript that requires it (unit and e2e tests).
export type RegistryEntry = string | { browser: string; server?: string; version?: string };
export interface SourceInfo {
  commit: string;
  dirty?: boolean;
  who: string;
}
export interface ReleaseRecord {
  action: 'release' | 'rollback';
  remote: string;
  version: string | null;
  commit?: string;
  dirty?: boolean;
  who?: string;
  when: string;
  built?: boolean;
  previous: string | null;
  previousEntry?: RegistryEntry | null;
  entry: RegistryEntry;
}
interface Places {
  cdnDir: string;
  registryFile: string;
  env?: NodeJS.ProcessEnv;
}
export declare function versionOf(entry: unknown): string | undefined;
export declare function ensureRegistryFile(registryFile: string, env?: NodeJS.ProcessEnv): Promise<string>;
export declare function publishRelease(
  options: Places & { remote: string; version: string; distDir?: string; cdnOrigin: string; source: SourceInfo; built?: boolean; now?: Date },
): Promise<ReleaseRecord>;
export declare function rollbackTarget(options: {
  history: ReleaseRecord[];
  remote: string;
  live: string | undefined;
  requested?: string;
  localEntry: RegistryEntry;
}): { version: string | null; entry: RegistryEntry };
export declare function rollbackRelease(options: Places & { remote: string; version?: string; source: SourceInfo; now?: Date }): Promise<ReleaseRecord>;
export declare function listReleases(options: { cdnDir: string; registryFile: string; remote?: string }): {
  history: ReleaseRecord[];
  live: Record<string, string | null>;
};
