// Types for head-bound.cjs, plain CommonJS like the preload that uses it.
import type { OutgoingHttpHeaders, ServerResponse } from "node:http";
export const HEAD_LIMIT: number;
export function headSize(response: ServerResponse, reason: string | undefined, headers: OutgoingHttpHeaders | unknown[] | undefined): number;
export function boundHead(response: ServerResponse, limit?: number, warn?: (line: string) => void): void;
