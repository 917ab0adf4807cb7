// Types for the Jest helper that starts the deploy tests' redis-server (tests/redis-server.ts).
export function ensureRedis(): string;
export function startRedis(port: number, options?: { password?: string }): Promise<{ stop(signal?: string): Promise<void>; output: { text: string } }>;
