/**
 * Runs once when an instance starts: names the facade backend and the GBFS source it reads (the operator's feeds or
 * the fixture's samples), warns when submissions cannot leave the box and when REVALIDATE_SECRET is too short to
 * turn its route on.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { startupNotes } = await import("@/lib/deploy/health");
  const { revalidateSecretNote } = await import("@/lib/deploy/revalidate");
  const { backendKind } = await import("@/lib/facade/backend-kind");
  for (const note of startupNotes(backendKind(process.env), process.env.NODE_ENV)) {
    if (note.level === "warn") console.warn(note.text);
    else console.log(note.text);
  }
  const secretNote = revalidateSecretNote(process.env);
  if (secretNote) console.warn(secretNote);
  const { gbfsSource, sourceNote } = await import("@/lib/gbfs/source");
  const source = gbfsSource(process.env);
  // Sample figures in production are a misconfiguration worth a warning; in development they are the default.
  if (source.kind === "sample" && process.env.NODE_ENV === "production") console.warn(sourceNote(process.env));
  else console.log(sourceNote(process.env));
  // With METRICS_PORT: one registry for the process, and its own listener (docs/operations.md, Metrics).
  const { metricsHost, metricsPort } = await import("@/lib/metrics/settings");
  const port = metricsPort(process.env);
  if (port === null) return;
  const { installSiteMetrics } = await import("@/lib/metrics/registry");
  const { startMetricsListener } = await import("@/lib/metrics/listener");
  const metrics = installSiteMetrics();
  metrics.gbfsSource(source.kind);
  startMetricsListener(metrics.registry, port, metricsHost(process.env));
}
