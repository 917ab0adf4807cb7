export function siteCompression(env: Readonly<Record<string, string | undefined>>): boolean;
