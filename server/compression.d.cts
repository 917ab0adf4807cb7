export const BROTLI_QUALITY: number;
export const GZIP_LEVEL: number;
export const MIN_BYTES: number;
export function isCompressible(contentType: unknown): boolean;
export function chooseEncoding(acceptEncoding: string | string[] | undefined): "br" | "gzip" | null;
export function compress(body: Buffer, encoding: "br" | "gzip", brotliQuality?: number): Promise<Buffer>;
export function brotliOptions(body: Buffer, quality?: number): { params: Record<number, number> };
export function immutableCache(limitBytes: number): { get(key: string): Buffer | undefined; set(key: string, body: Buffer): void };
