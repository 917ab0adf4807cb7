import type { IncomingMessage, ServerResponse } from "node:http";

export const HOLD_LIMIT: number;
export function sealResponse(request: IncomingMessage, response: ServerResponse, options?: { compression: boolean }): void;
