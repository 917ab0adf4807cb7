export declare const BUILD_INPUTS: string[];
export declare const BUILD_ENV: string[];
export declare const STAMP: string;
export declare const SERVER: string;
export declare function sourceHash(root: string, env?: Record<string, string | undefined>): string;
export declare function buildReason(state: { serverExists: boolean; stamp: string | null; hash: string }): string | null;
export declare function buildState(root: string, env?: Record<string, string | undefined>): { serverExists: boolean; stamp: string | null; hash: string };
export declare function writeStamp(root: string, env?: Record<string, string | undefined>): void;
