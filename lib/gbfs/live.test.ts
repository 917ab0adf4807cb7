import { startFeedServer, type FeedServer, type FeedState } from "@/e2e/gbfs-feed";
import { fixtureFare } from "@/e2e/gbfs-fixture";
import { installSiteMetrics, METRICS_KEY } from "@/lib/metrics/registry";
import { LAST_GOOD_MS, liveCity } from "./live";

jest.mock("server-only", () => ({}));

const agree = (): FeedState => ({ mode: "ok", scooters: 7, ebikes: 2, alerts: [] });
let server: FeedServer;
/** The site's Auckland rate, as the fixture (held equal to pricing.json) states it. */
const aucklandRate = fixtureFare("auckland").perMinuteCents;
const saved = process.env.GBFS_URL_TEMPLATE;

beforeAll(async () => {
  server = await startFeedServer({ wellington: agree(), auckland: { ...agree(), perMinuteCents: aucklandRate + 5 } });
  process.env.GBFS_URL_TEMPLATE = server.template;
});
afterAll(async () => {
  process.env.GBFS_URL_TEMPLATE = saved;
  await server.stop();
});
beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for("flamingo.gbfs")];
  delete (globalThis as Record<symbol, unknown>)[METRICS_KEY];
  jest.spyOn(console, "warn").mockImplementation(() => {});
  jest.spyOn(console, "log").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

/**
 * The city's figures once a render has them: a render waits a bounded while for a read (RENDER_WAIT_MS), and an
 * instance's first read also compiles the schemas, which on a loaded machine can take longer than that.
 */
async function firstFigures(key: Parameters<typeof liveCity>[0], now?: () => number) {
  for (let started = Date.now(); Date.now() - started < 15_000; ) {
    const live = await liveCity(key, now);
    if (live) return live;
  }
  return null;
}
/** The counter once the read a render started (and may have left running) has been counted. */
async function counted(name: string, city: string, expected: number) {
  for (let started = Date.now(); Date.now() - started < 15_000 && (await metric(name, city)) !== expected; ) await new Promise((resolve) => setTimeout(resolve, 50));
  return metric(name, city);
}

const metric = async (name: string, city: string) => {
  const values = (await installSiteMetrics().registry.getSingleMetric(name)!.get()).values;
  // Summed over the city's series: the error counter has one a reason.
  const mine = values.filter((value) => value.labels.city === city);
  return mine.length > 0 ? mine.reduce((sum, value) => sum + value.value, 0) : undefined;
};

describe("liveCity against an operator's feed (GBFS_URL_TEMPLATE)", () => {
  it("reads the feed's counts and sets the price check to 0 where it agrees and 1 where it does not, saying which figure", async () => {
    installSiteMetrics();
    expect(await firstFigures("wellington")).toMatchObject({ scooters: 7, ebikes: 2 });
    expect(await firstFigures("auckland")).toMatchObject({ scooters: 7, hasEbikes: false });
    expect(await metric("flamingo_gbfs_price_mismatch", "wellington")).toBe(0);
    expect(await metric("flamingo_gbfs_price_mismatch", "auckland")).toBe(1);
    expect(console.warn).toHaveBeenCalledWith(`gbfs_price_mismatch city=auckland plan standard: per minute from minute 0: feed ${aucklandRate + 5}c, site ${aucklandRate}c`);
  });

  it.each(["down", "http500", "not-json", "invalid"] as const)("keeps the last good figures a while after a failure (%s), counting it, then leaves them out", async (mode) => {
    installSiteMetrics();
    let clock = Date.now();
    const good = await firstFigures("wellington", () => clock);
    server.states.wellington!.mode = mode;
    // Past the feed's one-second ttl, so the documents kept from the good read are due again.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    try {
      clock += 2000;
      expect(await liveCity("wellington", () => clock)).toEqual(good);
      expect(await counted("flamingo_gbfs_fetch_errors_total", "wellington", 1)).toBe(1);
      clock = good!.dataTime + LAST_GOOD_MS + 1;
      expect(await liveCity("wellington", () => clock)).toBeNull();
      expect(await counted("flamingo_gbfs_fetch_errors_total", "wellington", 2)).toBe(2);
    } finally {
      server.states.wellington!.mode = "ok";
    }
  });

  it("gives nothing for a city whose service has ended", async () => {
    expect(await liveCity("christchurch")).toBeNull();
  });
});
