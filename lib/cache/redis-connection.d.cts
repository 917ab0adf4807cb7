// Types for redis-connection.cjs, plain CommonJS because Next loads the cache handler that uses it by path.
import type { RedisClientType } from "redis";

export const COMMAND_TIMEOUT_MS: number;
export const PAUSE_AFTER_FAILURE_MS: number;

export type ConnectionState = {
  announced: boolean;
  usable(): boolean;
  failed(reason: unknown): void;
  succeeded(): void;
};

export type SharedRedis = {
  client: RedisClientType;
  state: ConnectionState;
  run<T, F>(command: (client: RedisClientType) => Promise<T>, fallback: () => F | Promise<F>): Promise<T | F>;
};

type Log = { warn(line: string): void; info(line: string): void };

export function redisUrl(env?: Readonly<Record<string, string | undefined>>): string | undefined;
export function connectionState(options?: { isReady?: () => boolean; now?: () => number; log?: Log }): ConnectionState;
export function withTimeout<T>(promise: Promise<T>, ms?: number): Promise<T>;
export function sharedRedis(env?: Readonly<Record<string, string | undefined>>): SharedRedis | null;
export function cacheStatus(env?: Readonly<Record<string, string | undefined>>): "off" | "shared" | "degraded";
