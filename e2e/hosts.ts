/** The port the production server listens on during end-to-end tests, and the hosts mapped to it. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);

/** Where the server under test keeps submissions; scripts/e2e.mjs empties it before each run. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? ".data/e2e";

/**
 * Per-client budgets of the server under test (requests a minute). Every browser and request-context call comes
 * from 127.0.0.1 and shares them; tests that need budgets of their own send from other loopback addresses.
 */
export const E2E_RATE_LIMITS = { forms: 300, plan: 300, planTries: 300, planSubject: 300, app: 300, reads: 600, vitals: 1200, vitalsRoute: 1200 } as const;

export const MARKET_HOSTS = { nz: "flamingoscooters.co.nz", au: "flamingoscooters.com.au" } as const;

const MAPPED = [
  "flamingoscooters.co.nz", "www.flamingoscooters.co.nz", "flamingoscooters.com", "www.flamingoscooters.com",
  "flamingoscooters.com.au", "www.flamingoscooters.com.au", "unknown-host.test",
];

/** Chromium resolves every product host to loopback, so the real Host header reaches the server. */
export function hostResolverRules(): string {
  return MAPPED.map((host) => `MAP ${host} 127.0.0.1`).join(", ");
}

/**
 * Upstream mode: a second `next start` (of the build made with the API down, in E2E_UPSTREAM_DIST) whose facade
 * calls cross HTTP to `npm run facade` on E2E_FACADE_PORT, which reads its faults from E2E_FAULTS_FILE.
 */
export const E2E_UPSTREAM_PORT = Number(process.env.E2E_UPSTREAM_PORT ?? E2E_PORT + 1);
export const E2E_FACADE_PORT = Number(process.env.E2E_FACADE_PORT ?? E2E_PORT + 1000);
export const E2E_UPSTREAM_DIST = ".next-upstream";
export const E2E_FAULTS_FILE = `${E2E_DATA_DIR}/facade-faults.json`;
