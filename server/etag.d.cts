// Types for etag.cjs (plain CommonJS, loaded by the preload).
import type { IncomingHttpHeaders } from "node:http";

export function withEncoding<T>(etag: T, encoding: string | null): T | string;
export function unmarkIfNoneMatch(headers: IncomingHttpHeaders, encoding: string | null): string | null;
