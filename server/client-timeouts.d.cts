import type { Server } from "node:http";

export const CLIENT_TIMEOUTS: Readonly<{ headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number; keepAliveTimeout: number }>;
export function limitSlowClients<S extends Server>(server: S): S;
