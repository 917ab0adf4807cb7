// Types for client-address.cjs, which stays plain CommonJS so the preload runs without a build step.
export function normaliseAddress(raw: unknown): string | null;
export function clientAddress(options: { peer: string | undefined; forwardedFor: string | string[] | undefined; hops: number }): string;
export function trustedHops(env: Readonly<Record<string, string | undefined>>): number;
