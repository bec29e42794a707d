export declare function findChromium(): string | undefined;
export declare function ensureChromium(): string;
export declare const HOW_TO: string;
export declare const CHROMIUM_ARGS: string[];
