import type { BackendKind } from "@/lib/facade/backend-kind";

/** How long the readiness probe waits for the facade before the instance is reported not ready. */
export const READY_TIMEOUT_MS = 2000;

/** How long one instance reuses a readiness answer, so a storm of probes costs the API one call per period. */
export const READY_CACHE_MS = 5000;

export type CacheState = "off" | "shared" | "degraded";

export type HealthBody = {
  status: "ok" | "unavailable";
  backend: BackendKind;
  version: string;
  /** With REDIS_URL: whether the shared cache answers ("degraded": pages and limits are this instance's own). */
  cache?: Exclude<CacheState, "off">;
  /** Embedded facade only: whether DATA_DIR takes writes (every form needs it). */
  store?: "ok" | "unwritable";
};

/** What anyone may learn: up or not. Backend, version and cache state are for the machine's own callers. */
export type PublicHealthBody = Pick<HealthBody, "status">;

/** Whether the caller is on the instance's own machine (loopback): a container's HEALTHCHECK, an operator's curl. */
export function isInternalCaller(address: string | undefined): boolean {
  return address !== undefined && (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address) || address === "::1");
}

/** The body a caller gets: all of it on the machine itself, only the status from anywhere else (the edge included). */
export const healthFor = (body: HealthBody, internal: boolean): HealthBody | PublicHealthBody => (internal ? body : { status: body.status });

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

/**
 * The health route's answer: liveness always 200. With `ready`: 503 when the facade does not answer, or when the
 * embedded store cannot write (every form would fail); a degraded cache is reported but stays 200, because every
 * instance loses Redis at the same moment and pages and forms still work without it: a 503 would take the whole
 * pool out of the balancer over a cache.
 */
export async function healthReport(input: {
  backend: BackendKind;
  version: string;
  ready: boolean;
  probe: () => Promise<{ ok: true } | { ok: false; status: number }>;
  timeoutMs?: number;
  cache?: CacheState;
  storeWritable?: () => Promise<boolean>;
}): Promise<{ status: 200 | 503; body: HealthBody }> {
  const body: HealthBody = { status: "ok", backend: input.backend, version: input.version };
  if (!input.ready) return { status: 200, body };
  const [answers, writable] = await Promise.all([
    facadeAnswers(input.probe, input.timeoutMs),
    input.storeWritable ? input.storeWritable().catch(() => false) : Promise.resolve(undefined),
  ]);
  if (input.cache && input.cache !== "off") body.cache = input.cache;
  if (writable !== undefined) body.store = writable ? "ok" : "unwritable";
  const up = answers && writable !== false;
  body.status = up ? "ok" : "unavailable";
  return { status: up ? 200 : 503, body };
}

/**
 * `task`'s answer reused for `ttlMs`, and shared by callers while it runs: however many probes arrive, one runs
 * per period per instance.
 */
export function reusedFor<T>(ttlMs: number, task: () => Promise<T>, now: () => number = Date.now): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | undefined;
  return () => {
    const current = now();
    if (!last || current - last.at >= ttlMs) {
      const value = task();
      last = { at: current, value };
      // A failed probe is not kept: the next caller tries again.
      value.catch(() => {
        if (last?.value === value) last = undefined;
      });
    }
    return last.value;
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
