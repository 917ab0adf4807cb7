import { defineConfig } from "@playwright/test";
import { existsSync } from "node:fs";
import { HEADLESS_SHELL_CANDIDATES } from "./scripts/browsers.cjs";
import { ensureContentKeysEnv } from "./lib/content/key-sets.cjs";
import {
  E2E_DATA_DIR, E2E_FACADE_PORT, E2E_FAULTS_FILE, E2E_PORT, E2E_RATE_LIMITS, E2E_UPSTREAM_DIST, E2E_UPSTREAM_PORT, MARKET_HOSTS,
  hostResolverRules,
} from "./e2e/hosts";

// The specs list pages from the content key sets (lib/content/keys.ts), read from the folders as a build reads them.
ensureContentKeysEnv();

// `npm run test:e2e` passes the browser it found or installed (scripts/ensure-browser.mjs) as CHROMIUM_PATH.
const chromium = process.env.CHROMIUM_PATH ?? HEADLESS_SHELL_CANDIDATES.find((path) => existsSync(path)) ?? "/usr/bin/chromium";

/**
 * The specs that touch the facade run a second time in upstream mode, against the facade server over HTTP
 * (script-policy for its ISR refresh, which needs the upstream build).
 */
const FACADE_SPECS = /\/(contact|join-plan|workplace-session|careers|cities|how-to|safety|in-app|no-script|script-policy)\.spec\.ts$/;
/** Upstream mode only: the build made with the API down, then faults switched on the facade server. */
const UPSTREAM_ONLY = [/upstream-build\.setup\.ts$/, /faults\.spec\.ts$/];
/** Measures heap and page latency under a flood of its own, so it runs last and alone (a busy neighbour is noise). */
const ALONE = /abuse-server\.spec\.ts$/;
/** The oldest engines of the range (e2e/oldest-engine.ts), and Firefox ESR beside Chromium: projects of their own. */
const OLDEST = /oldest-engine\.spec\.ts$/;
const FIREFOX = /firefox-smoke\.spec\.ts$/;

const serverEnv = {
  DATA_DIR: E2E_DATA_DIR,
  RATE_LIMIT_FORMS_PER_MINUTE: String(E2E_RATE_LIMITS.forms),
  RATE_LIMIT_PLAN_PER_MINUTE: String(E2E_RATE_LIMITS.plan),
  RATE_LIMIT_PLAN_TRIES: String(E2E_RATE_LIMITS.planTries),
  RATE_LIMIT_PLAN_SUBJECT: String(E2E_RATE_LIMITS.planSubject),
  RATE_LIMIT_APP_PER_MINUTE: String(E2E_RATE_LIMITS.app),
  RATE_LIMIT_READS_PER_MINUTE: String(E2E_RATE_LIMITS.reads),
  // Every page view of every spec sends its beacon from the one loopback address when its page closes: a fast run
  // passes the real budget (60 a minute), and the endpoint's own test then meets a 429 it did not earn.
  RATE_LIMIT_VITALS_PER_MINUTE: String(E2E_RATE_LIMITS.vitals),
  RATE_LIMIT_VITALS_PER_ROUTE: String(E2E_RATE_LIMITS.vitalsRoute),
  VERIFY_TOKEN_TTL_SECONDS: "86400",
  // The specs share a handful of sender addresses across one data folder for the whole run; the quota's own tests
  // are unit tests (lib/facade/embedded).
  STORE_MAX_RECORDS_PER_SENDER: "100000",
  // Every browser call comes from one loopback address, so its daily byte quotas would be one run's worth.
  STORE_MAX_CLIENT_BYTES_PER_DAY: String(1 << 30),
  STORE_MAX_CLIENT_PLAN_BYTES_PER_DAY: String(1 << 30),
};
// As `npm start` runs it: the preload gives route handlers the socket's address (TRUSTED_PROXY_HOPS 0).
const nextStart = (port: number) => `node --require ./server/trusted-proxy.cjs node_modules/next/dist/bin/next start -p ${port}`;
const on = (market: keyof typeof MARKET_HOSTS, port: number) => ({ baseURL: `http://${MARKET_HOSTS[market]}:${port}` });

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    launchOptions: {
      executablePath: chromium,
      args: [
        `--host-resolver-rules=${hostResolverRules()}`,
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
    // A failed test's retry (CI retries once) records a trace: actions, DOM snapshots and network, without the
    // screencast. Recording every test, to keep only the failures', cost about 5% of the suite on two cores, and the
    // screencast a third more. Locally: `--retries=1`, or `--trace=retain-on-failure`.
    trace: { mode: "on-first-retry", screenshots: false },
  },
  projects: [
    // Playwright runs projects in phases by dependency, one phase after another, and hands out a phase's work in the
    // order of this list. The first phase's four single long tests (40-60 s each) are listed first, so that they start
    // at once and the embedded run's short tests fill in around them, rather than the four running last on two
    // workers while the rest of the phase waits.
    // Upstream mode: FACADE_API_URL set. The setup proves the API-down build and fills its pages in.
    { name: "upstream-build", testMatch: /upstream-build\.setup\.ts$/, use: on("nz", E2E_UPSTREAM_PORT) },
    // A second engine: the spec drives Debian's Firefox ESR itself (Puppeteer over WebDriver BiDi), through both markets.
    { name: "firefox-esr", testMatch: FIREFOX, use: on("nz", E2E_PORT) },
    // Chromium without the APIs the range's oldest engines lack, in each market.
    { name: "nz-oldest", testMatch: OLDEST, use: on("nz", E2E_PORT) },
    { name: "au-oldest", testMatch: OLDEST, use: on("au", E2E_PORT) },
    // Embedded mode: the facade in process, as a fresh clone runs.
    { name: "nz", testIgnore: [...UPSTREAM_ONLY, ALONE, OLDEST, FIREFOX], use: on("nz", E2E_PORT) },
    // Tests tagged @ui-only (e2e/fixtures.ts: the browser stands in for the facade, or it plays no part) run once.
    // One market only: no call to the API carries the market (the facade server builds its links on its own
    // FACADE_SITE_URL), so an AU run would send the very requests NZ's sends; AU's wording is checked embedded.
    { name: "nz-upstream", testMatch: FACADE_SPECS, grepInvert: /@ui-only/, dependencies: ["upstream-build"], use: on("nz", E2E_UPSTREAM_PORT) },
    // Faults change the facade server's answers for everyone, so they run alone, after the upstream specs.
    {
      name: "nz-faults",
      testMatch: /faults\.spec\.ts$/,
      fullyParallel: false,
      dependencies: ["nz-upstream"],
      use: on("nz", E2E_UPSTREAM_PORT),
    },
    // The fault tests run one at a time, so AU's embedded run waits for the upstream specs and shares the faults'
    // phase, keeping both workers busy. The faults, one file on one worker and the phase's longest piece, are listed
    // first, so they start at once rather than after AU's last test.
    // The cost: when an upstream spec fails, Playwright skips AU's run, as it skips the faults.
    // A test tagged @market-agnostic (e2e/fixtures.ts ONCE) runs in `nz` only.
    { name: "au", testIgnore: [...UPSTREAM_ONLY, ALONE, OLDEST, FIREFOX], grepInvert: /@market-agnostic/, dependencies: ["nz-upstream"], use: on("au", E2E_PORT) },
    { name: "nz-alone", testMatch: ALONE, dependencies: ["nz", "au", "nz-faults", "nz-oldest", "au-oldest", "firefox-esr"], use: on("nz", E2E_PORT) },
  ],
  webServer: [
    {
      command: nextStart(E2E_PORT),
      url: `http://127.0.0.1:${E2E_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: serverEnv,
    },
    {
      command: "npx tsx scripts/facade.ts",
      url: `http://127.0.0.1:${E2E_FACADE_PORT}/facade/career`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { ...serverEnv, FACADE_PORT: String(E2E_FACADE_PORT), FACADE_FAULTS_FILE: E2E_FAULTS_FILE },
    },
    {
      command: nextStart(E2E_UPSTREAM_PORT),
      url: `http://127.0.0.1:${E2E_UPSTREAM_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      // No reuse of GET answers: a fault switched on must reach the next visitor, not 30 s later.
      env: {
        ...serverEnv,
        NEXT_DIST_DIR: E2E_UPSTREAM_DIST,
        FACADE_API_URL: `http://127.0.0.1:${E2E_FACADE_PORT}`,
        FACADE_READ_CACHE_SECONDS: "0",
      },
    },
  ],
});
