/**
 * Field beacons per page and client (issue 55): one address sent 60 in-bounds fake beacons for one page a minute and
 * moved its p75 past the alert. Now a client has a few beacons per route template in ten minutes; other clients and
 * other pages are unaffected. Called as the preload hands a request over: marked, so each address is a client.
 */
import { useTempDataDir } from "./harness";

jest.mock("server-only", () => ({}));

const PROXY = { header: "x-test-vouched", token: "vouched-by-test", hops: 1 };
let POST: (request: Request) => Promise<Response>;

beforeAll(async () => {
  await useTempDataDir();
  delete process.env.RATE_LIMIT_VITALS_PER_ROUTE;
  (globalThis as Record<symbol, unknown>)[Symbol.for("flamingo.trustedProxy")] = PROXY;
  jest.spyOn(console, "warn").mockImplementation(() => {});
  ({ POST } = await import("@/app/api/vitals/route"));
});

afterAll(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for("flamingo.trustedProxy")];
});

const beacon = (address: string, path: string) =>
  POST(
    new Request("http://flamingoscooters.co.nz/api/vitals", {
      method: "POST",
      headers: { host: "flamingoscooters.co.nz", "content-type": "text/plain", "x-forwarded-for": address, [PROXY.header]: PROXY.token },
      body: JSON.stringify({ path, metrics: [{ name: "LCP", value: 9000 }] }),
    }),
  );

describe("field beacons per route and client", () => {
  it("takes six beacons for one page from one address in ten minutes, then refuses more", async () => {
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await beacon("198.51.100.7", i % 2 ? "/pricing" : "/pricing/")).status);
    expect(statuses).toEqual([...Array(6).fill(204), ...Array(4).fill(429)]);
  });

  it("still takes that address's beacons for other pages, and other addresses' for that page", async () => {
    expect((await beacon("198.51.100.7", "/about")).status).toBe(204);
    expect((await beacon("203.0.113.9", "/pricing")).status).toBe(204);
  });
});
