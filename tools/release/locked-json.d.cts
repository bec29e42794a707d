// Types of locked-json.cjs for the TypeScript that requires it (tests).
export declare function readJson<T>(file: string, fallback: T): T;
export declare function writeJsonAtomic(file: string, value: unknown): void;
export declare function withLock<T>(file: string, fn: () => T | Promise<T>, options?: { waitMs?: number }): Promise<T>;
