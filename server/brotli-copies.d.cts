// Types for brotli-copies.cjs (plain CommonJS, loaded by the preload).
export const SLOW_BROTLI_QUALITY: number;
export function brotliCopies(limitBytes: number, makeSlow?: (body: Buffer) => Promise<Buffer>): (body: Buffer, key?: string) => Promise<{ body: Buffer; quick: boolean }>;
