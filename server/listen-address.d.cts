export function bindSitePort(env?: Record<string, string | undefined>, Server?: typeof import("node:net").Server): string | undefined;
