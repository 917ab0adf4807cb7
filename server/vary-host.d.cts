// Types for vary-host.cjs, plain CommonJS like the preload that uses it.
import type { ServerResponse } from "node:http";
export function varyWith(value: string | string[] | number | undefined, token: string, options?: { first?: boolean }): string;
export function varyWithHost(value: string | string[] | number | undefined): string;
export function varyOnHost(response: ServerResponse): void;
