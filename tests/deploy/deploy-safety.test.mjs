// A deploy must not strand pages the edge cached from the build before it. Build A (the build under test) is
// cached at the edge; build B (a second real build of the same source, with a DEPLOY_VERSION of its own, so its
// scripts have other names) replaces it; the page the edge still holds from A must hydrate and its form must work,
// because every build's hashed files are published to the edge (npm run edge:publish) before its instances take
// traffic.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { chromium } from "playwright";
import { ensureTestBrowser } from "../../scripts/ensure-browser.mjs";
import { buildElsewhere } from "../../scripts/e2e-builds.mjs";
import { publishStatic } from "../../scripts/edge-publish.mjs";
import { startEdge } from "../../scripts/edge.mjs";
import { HOSTS, PORTS, privateBuild, request, root, startInstance, waitFor } from "./harness.mjs";

const B_NAME = "deploy-b";
const B_DIR = `.next-${B_NAME}`;
/** The browser suite's API-down build, which scripts/e2e-builds.mjs makes with a deploy id of its own. */
const UPSTREAM_DIST = ".next-upstream";
const stateDir = path.join(root, ".edge", "deploy-test");
const port = PORTS.instances[0];
const edgeEnv = {
  ...process.env,
  EDGE_HTTP_PORT: String(PORTS.http),
  EDGE_HTTPS_PORT: String(PORTS.https),
  SITE_UPSTREAMS: `127.0.0.1:${port}`,
  EDGE_STATE_DIR: stateDir,
  EDGE_STATIC_DIR: path.join(stateDir, "static"),
  EDGE_CERT: "",
  EDGE_KEY: "",
};
const PAGE = "/contact";
/** The deploy id a build was made with (Next's deploymentId, from DEPLOY_VERSION), or "" for none. */
function deployIdOf(dist) {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, dist, "required-server-files.json"), "utf8")).config?.deploymentId ?? "";
  } catch {
    return "";
  }
}

/**
 * Build B; returns its deploy id, which its instance is also given (as the Dockerfile gives DEPLOY_VERSION to both).
 * Under npm test the browser suite's API-down build is one already: a copy of it, so that the pages its server
 * refreshes meanwhile stay out. A second `next build` beside the browser suite took about three of this test's four
 * minutes. Run alone (npm run test:edge, no such build), it makes one into its own folder and puts tsconfig and
 * next-env back.
 */
async function buildB() {
  const upstreamId = deployIdOf(UPSTREAM_DIST);
  if (upstreamId && upstreamId !== deployIdOf(".next") && fs.existsSync(path.join(root, UPSTREAM_DIST, "BUILD_ID"))) {
    privateBuild(B_NAME, UPSTREAM_DIST);
    return upstreamId;
  }
  const version = `deploy-b-${Date.now()}`;
  // The same tree as build A, whose types are checked: B only needs other script names.
  await buildElsewhere({ NEXT_DIST_DIR: B_DIR, DEPLOY_VERSION: version, NEXT_TELEMETRY_DISABLED: "1", BUILD_SKIP_TYPECHECK: "1" }, ["ignore", "inherit"]);
  return version;
}

const scriptsOf = (html) => [...html.matchAll(/src="(\/_next\/static\/[^"?]+\.js)/g)].map((match) => match[1]);

/** Opens the cached page in Chromium, sends the contact form, and reports what happened. */
async function visitAndSend(browser) {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const missing = [];
  page.on("response", (response) => {
    if (response.url().includes("/_next/static/") && response.status() >= 400) missing.push(response.url());
  });
  try {
    const response = await page.goto(`https://${HOSTS.nz}:${PORTS.https}${PAGE}`);
    const cache = response?.headers()["x-cache-status"];
    // The button is enabled once the page's script has run: that is hydration.
    const hydrated = await page.waitForFunction(
      () => [...document.querySelectorAll("button")].some((button) => button.textContent?.includes("Send Message") && !button.disabled),
      null,
      { timeout: 10_000 },
    ).then(() => true, () => false);
    let thanked = false;
    if (hydrated) {
      await page.getByLabel("Name").fill("Deploy Test");
      await page.getByLabel("Email", { exact: true }).fill(`deploy.${Date.now()}@kiwimail.co.nz`);
      await page.getByLabel("Message").fill("Sent from a page cached before the deploy.");
      await page.getByRole("button", { name: "Send Message" }).click();
      thanked = await page.getByText(/Thank you for contacting us/).waitFor({ timeout: 10_000 }).then(() => true, () => false);
    }
    return { cache, hydrated, thanked, missing };
  } finally {
    await context.close();
  }
}

describe("a deploy under a page cached at the edge", () => {
  let instance;
  let nginx;
  let browser;

  before(async () => {
    fs.rmSync(stateDir, { recursive: true, force: true });
    publishStatic({ ...edgeEnv, NEXT_DIST_DIR: ".next" });
    instance = await startInstance(port);
    nginx = startEdge(edgeEnv, ["ignore", "ignore", "inherit"]);
    await waitFor({ port: PORTS.https, tls: true, path: "/api/health" });
    browser = await chromium.launch({ executablePath: ensureTestBrowser(), args: [`--host-resolver-rules=MAP ${HOSTS.nz} 127.0.0.1`, "--no-sandbox"] });
  });

  after(async () => {
    await browser?.close();
    nginx?.stop();
    await instance?.stop();
    fs.rmSync(path.join(root, B_DIR), { recursive: true, force: true });
  });

  it("keeps the old page working after the new build goes live", async () => {
    // Build B first: the edge keeps a page fresh for a minute, less than a build takes, and the deploy below must
    // meet A's page still in the cache.
    const versionB = await buildB();
    // A build holds this process for longer than the edge keeps an idle connection: the first request may find
    // its kept-alive socket closed, which waitFor retries.
    await waitFor({ port: PORTS.https, tls: true, path: "/api/health" });
    const page = (encodings) => request({ port: PORTS.https, tls: true, path: PAGE, headers: { "accept-encoding": encodings } });
    const scriptsA = scriptsOf((await page("identity")).body);
    // Chromium's Accept-Encoding: the edge keys on its class, so the browser below is served this very copy.
    await page("gzip, deflate, br, zstd");
    const cachedA = await page("gzip, deflate, br, zstd");
    assert.equal(cachedA.headers["x-cache-status"], "HIT", "build A's page is in the edge's cache");

    const staticB = path.join(root, B_DIR, "static");
    const stranded = scriptsA.filter((src) => !fs.existsSync(path.join(staticB, src.replace("/_next/static/", ""))));
    assert.ok(stranded.length > 0, "build B has other script names, so A's page needs files B does not have");

    // The deploy: publish B's files, then switch the instance to B.
    publishStatic({ ...edgeEnv, NEXT_DIST_DIR: B_DIR });
    await instance.stop();
    instance = await startInstance(port, { NEXT_DIST_DIR: B_DIR, DEPLOY_VERSION: versionB });
    const health = JSON.parse((await request({ port, path: "/api/health" })).body);
    assert.equal(health.version, versionB, "the instance now runs build B");

    const visit = await visitAndSend(browser);
    assert.deepEqual(visit, { cache: "HIT", hydrated: true, thanked: true, missing: [] });

    // The control: without A's published files the same cached page is stranded, so the check above can fail.
    for (const src of stranded) fs.rmSync(path.join(edgeEnv.EDGE_STATIC_DIR, src));
    const strandedVisit = await visitAndSend(browser);
    assert.equal(strandedVisit.cache, "HIT");
    assert.ok(strandedVisit.missing.length > 0, "A's scripts are missing once they are not published");
  });
});
