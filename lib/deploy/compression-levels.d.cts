// Types for compression-levels.cjs (plain CommonJS, required by the preload and the edge's publish step).
import type { BrotliOptions } from "node:zlib";
export const BROTLI_QUALITY: number;
export const GZIP_LEVEL: number;
export function brotliOptions(body: { length: number }, quality?: number): BrotliOptions;
