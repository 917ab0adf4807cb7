// Types for entry-codec.cjs (used by the cache handler Next loads by path).
export function encodeEntry(entry: unknown): string;
export function decodeEntry(text: string): unknown;
export function entryTags(entry: unknown, ctx?: { tags?: string[]; softTags?: string[] }): string[];
export function expiredBy(record: { expired?: number; stale?: number } | null | undefined, lastModified: number, now?: number): boolean;
