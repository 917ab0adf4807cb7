import { readFile } from "node:fs/promises";
import path from "node:path";
import { deployVersion, healthReport } from "@/lib/deploy/health";
import { backendKind } from "@/lib/facade/backend-kind";
import { facade } from "@/lib/facade/server";
import packageJson from "@/package.json";

export const dynamic = "force-dynamic";

async function buildId(): Promise<string | undefined> {
  const distDir = process.env.NEXT_DIST_DIR ?? ".next";
  return readFile(path.join(/*turbopackIgnore: true*/ process.cwd(), distDir, "BUILD_ID"), "utf8").catch(() => undefined);
}

/** For load balancers: `/api/health` is liveness, `/api/health?ready=1` also asks the facade (careers, a read). */
export async function GET(request: Request) {
  const ready = new URL(request.url).searchParams.get("ready") === "1";
  const { status, body } = await healthReport({
    backend: backendKind(process.env),
    version: deployVersion({ deployVersion: process.env.DEPLOY_VERSION, packageVersion: packageJson.version, buildId: await buildId() }),
    ready,
    probe: () => facade().careers(),
  });
  return Response.json(body, { status, headers: { "cache-control": "no-store" } });
}
