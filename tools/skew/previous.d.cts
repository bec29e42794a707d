// Types of tools/skew/previous.cjs for the TypeScript that requires it (the skew e2e).
import type { AppDefinition } from '../apps.cjs';

export interface Previous {
  app: AppDefinition;
  commit?: string;
  /** `YYYYMMDD-HHMMSS-<sha>`: the release's, or made from the commit's time; the N-1 build's release-version meta. */
  version?: string;
  reason: string;
  /** build: N-1 differs from today, its build is (or goes) in `dist`; same: N-1 is today's build; unavailable: no N-1 in this clone. */
  status: 'build' | 'same' | 'unavailable';
  dist?: string;
  cached?: boolean;
}
/** A record of `npm run release` (or, with `action: 'rollback'`, of `npm run rollback`). */
export interface ReleaseRecord {
  remote: string;
  action?: string;
  version?: string | null;
  commit?: string;
}
interface Options {
  /** The checkout (default: this one). */
  repo?: string;
  releases?: ReleaseRecord[];
}
export declare function cacheDirOf(repo?: string): string;
export declare function releasesFileOf(repo?: string): string;
export declare function sourcePaths(app: AppDefinition): string[];
export declare function readReleases(file?: string): ReleaseRecord[];
export declare function liveRelease(app: AppDefinition, releases: ReleaseRecord[]): ReleaseRecord | undefined;
export declare function previousOf(app: AppDefinition, options?: Options): Previous;
export declare function planPrevious(apps?: AppDefinition[], options?: Options): Previous[];
export declare function git(args: string[], cwd?: string): string | null;
