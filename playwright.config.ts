import { defineConfig } from "@playwright/test";
import { E2E_DATA_DIR, E2E_PORT, E2E_RATE_LIMITS, MARKET_HOSTS, hostResolverRules } from "./e2e/hosts";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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
    trace: "retain-on-failure",
  },
  projects: [
    { name: "nz", use: { baseURL: `http://${MARKET_HOSTS.nz}:${E2E_PORT}` } },
    { name: "au", use: { baseURL: `http://${MARKET_HOSTS.au}:${E2E_PORT}` } },
  ],
  webServer: {
    // As `npm start` runs it: the preload gives route handlers the socket's address (TRUSTED_PROXY_HOPS 0).
    command: `node --require ./server/trusted-proxy.cjs node_modules/next/dist/bin/next start -p ${E2E_PORT}`,
    url: `http://127.0.0.1:${E2E_PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      DATA_DIR: E2E_DATA_DIR,
      RATE_LIMIT_FORMS_PER_MINUTE: String(E2E_RATE_LIMITS.forms),
      RATE_LIMIT_APP_PER_MINUTE: String(E2E_RATE_LIMITS.app),
      RATE_LIMIT_READS_PER_MINUTE: String(E2E_RATE_LIMITS.reads),
      VERIFY_TOKEN_TTL_SECONDS: "86400",
    },
  },
});
