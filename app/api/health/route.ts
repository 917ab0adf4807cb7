import { randomBytes } from "node:crypto";
import { readFile, rm, writeFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { cacheStatus } from "@/lib/cache/redis-connection.cjs";
import { READY_CACHE_MS, deployVersion, healthFor, healthReport, isInternalCaller, reusedFor } from "@/lib/deploy/health";
import { backendKind } from "@/lib/facade/backend-kind";
import { vouchedAddress } from "@/lib/facade/client";
import { dataDir } from "@/lib/facade/embedded/store";
import { facade } from "@/lib/facade/server";
import packageJson from "@/package.json";

export const dynamic = "force-dynamic";

async function buildId(): Promise<string | undefined> {
  const distDir = process.env.NEXT_DIST_DIR ?? ".next";
  return readFile(path.join(/*turbopackIgnore: true*/ process.cwd(), distDir, "BUILD_ID"), "utf8").catch(() => undefined);
}

/** Whether the embedded store can write: a small file made and removed in DATA_DIR, as a form's record would be. */
async function storeWritable(): Promise<boolean> {
  const dir = dataDir();
  const probe = path.join(dir, `.ready-${randomBytes(6).toString("hex")}`);
  try {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await writeFile(probe, "", { mode: 0o600 });
    await rm(probe, { force: true });
    return true;
  } catch {
    return false;
  }
}

const version = async () => deployVersion({ deployVersion: process.env.DEPLOY_VERSION, packageVersion: packageJson.version, buildId: await buildId() });

// A probe storm costs the facade one careers read per READY_CACHE_MS on each instance.
const readiness = reusedFor(READY_CACHE_MS, async () => {
  const backend = backendKind(process.env);
  return healthReport({
    backend,
    version: await version(),
    ready: true,
    probe: () => facade().careers(),
    cache: cacheStatus(),
    storeWritable: backend === "embedded" ? storeWritable : undefined,
  });
});

/**
 * For load balancers: `/api/health` is liveness; `/api/health?ready=1` also asks the facade (careers, a read), checks
 * the embedded store takes writes and reports the shared cache, reusing its answer for a few seconds. Only a caller
 * on the machine itself is told which backend, version and cache state; anyone else hears ok or not.
 */
export async function GET(request: Request) {
  const ready = new URL(request.url).searchParams.get("ready") === "1";
  const { status, body } = ready
    ? await readiness()
    : await healthReport({ backend: backendKind(process.env), version: await version(), ready: false, probe: () => facade().careers() });
  const internal = isInternalCaller(vouchedAddress(request.headers));
  return Response.json(healthFor(body, internal), { status, headers: { "cache-control": "no-store" } });
}
