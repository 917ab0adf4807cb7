/** VERIFY_TOKEN_TTL_SECONDS in milliseconds, or undefined for the embedded facade's default. */
export function tokenTtlMs(env: Readonly<Record<string, string | undefined>> = process.env): number | undefined {
  const seconds = Number(env.VERIFY_TOKEN_TTL_SECONDS);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}
