// Types for page-brotli.cjs (plain CommonJS, loaded by the preload).
export const PAGE_BROTLI_QUALITY: number;
export function pageBrotli(limitBytes: number, makeSlow?: (body: Buffer) => Promise<Buffer>): (body: Buffer) => Promise<{ body: Buffer; quick: boolean }>;
