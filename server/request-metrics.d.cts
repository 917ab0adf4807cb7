import type { IncomingMessage, Server, ServerResponse } from "node:http";

export function timeRequest(server: Server, request: IncomingMessage, response: ServerResponse): void;
