// Types of places.cjs for the TypeScript that requires it (tests).
export declare const DEFAULT_CDN_PORT: number;
export declare class UsageError extends Error {}
export declare function cdnDirOf(env?: NodeJS.ProcessEnv): string;
export declare function cdnOriginOf(env?: NodeJS.ProcessEnv): string;
export declare function registryFileOf(env?: NodeJS.ProcessEnv): string;
export declare function historyFileOf(cdnDir: string): string;
