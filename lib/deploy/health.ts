import type { BackendKind } from "@/lib/facade/backend-kind";

/** How long the readiness probe waits for the facade before the instance is reported not ready. */
export const READY_TIMEOUT_MS = 2000;

export type HealthBody = { status: "ok" | "unavailable"; backend: BackendKind; version: string };

/**
 * What a deploy is called: DEPLOY_VERSION when the operator sets one (it also becomes Next's deploymentId),
 * otherwise the package version and the build's id, so two builds of one release still tell apart.
 */
export function deployVersion(input: { deployVersion?: string; packageVersion: string; buildId?: string }): string {
  const named = input.deployVersion?.trim();
  if (named) return named;
  const build = input.buildId?.trim();
  return build ? `${input.packageVersion}+${build}` : input.packageVersion;
}

/**
 * Whether the facade answers within the timeout. A 4xx is an answer (the API is up and said no); a thrown
 * error, a 5xx (the endpoints' 502 `upstream`) or silence past the timeout is not.
 */
export async function facadeAnswers(
  probe: () => Promise<{ ok: true } | { ok: false; status: number }>,
  timeoutMs = READY_TIMEOUT_MS,
): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answer = probe().then((result) => result.ok || result.status < 500, () => false);
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The health route's answer: liveness always 200; with `ready`, 503 when the facade does not answer. */
export async function healthReport(input: {
  backend: BackendKind;
  version: string;
  ready: boolean;
  probe: () => Promise<{ ok: true } | { ok: false; status: number }>;
  timeoutMs?: number;
}): Promise<{ status: 200 | 503; body: HealthBody }> {
  const up = !input.ready || (await facadeAnswers(input.probe, input.timeoutMs));
  return {
    status: up ? 200 : 503,
    body: { status: up ? "ok" : "unavailable", backend: input.backend, version: input.version },
  };
}

export type StartupNote = { level: "info" | "warn"; text: string };

/** The lines an instance logs once at start: which backend it uses, and a warning when that cannot scale out. */
export function startupNotes(backend: BackendKind, nodeEnv: string | undefined): StartupNote[] {
  const notes: StartupNote[] = [
    {
      level: "info",
      text: backend === "upstream"
        ? "[facade] backend: upstream (FACADE_API_URL)"
        : "[facade] backend: embedded (content/facade, submissions under DATA_DIR)",
    },
  ];
  if (backend === "embedded" && nodeEnv === "production") {
    notes.push({
      level: "warn",
      text: "[facade] warning: the embedded facade keeps submissions on this machine; set FACADE_API_URL before running more than one instance",
    });
  }
  return notes;
}
