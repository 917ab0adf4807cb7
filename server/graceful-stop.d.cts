import type { Server } from "node:http";

type Drainer = { add(server: Server): void; readonly stopping: boolean; stop(graceMs: number): Promise<boolean> };

export function graceSeconds(env: Record<string, string | undefined>): number;
export function drain(servers: Iterable<Server>, graceMs: number): Promise<boolean>;
export function drainer(): Drainer;
export function drainOnStop(env?: Record<string, string | undefined>): Drainer;
