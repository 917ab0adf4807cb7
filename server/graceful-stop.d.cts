import type { Server } from "node:http";

export function graceSeconds(env: Record<string, string | undefined>): number;
export function drain(servers: Iterable<Server>, graceMs: number): Promise<boolean>;
export function drainOnStop(env?: Record<string, string | undefined>): { add(server: Server): void; readonly stopping: boolean };
