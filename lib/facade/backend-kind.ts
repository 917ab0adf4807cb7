/** Which facade backend an environment selects; lib/facade/server.ts builds it, the health route reports it. */
export type BackendKind = "embedded" | "upstream";

/** FACADE_API_URL set (not blank): the operator's API. Unset: the embedded facade. */
export function backendKind(env: Readonly<Record<string, string | undefined>>): BackendKind {
  return env.FACADE_API_URL?.trim() ? "upstream" : "embedded";
}
