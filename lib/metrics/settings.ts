type Env = Readonly<Record<string, string | undefined>>;

/** METRICS_PORT: the port of the instance's /metrics listener; unset, empty or not a port means no listener. */
export function metricsPort(env: Env = process.env): number | null {
  const raw = env.METRICS_PORT?.trim();
  if (!raw || !/^\d+$/.test(raw)) return null;
  const port = Number(raw);
  return port >= 1 && port <= 65535 ? port : null;
}

/**
 * METRICS_HOST: the address it binds; default loopback, so /metrics is never on a public interface by accident.
 * Prometheus on another host or container needs it set (compose sets 0.0.0.0 inside the replica's container, whose
 * port is published nowhere).
 */
export const metricsHost = (env: Env = process.env): string => env.METRICS_HOST?.trim() || "127.0.0.1";
