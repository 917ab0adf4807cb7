/**
 * No lockout by a stranger (issue 55): the join-plan tries are counted per (email, client), and the per-email
 * ceiling only over requests the backend took, so one address sending malformed posts that name someone's email
 * spends its own tries, never that person's. The handlers are called as the preload would hand them a request: with
 * the trusted proxy's mark, so each X-Forwarded-For is a client of its own.
 */
import { useTempDataDir } from "./harness";

jest.mock("server-only", () => ({}));

const PROXY = { header: "x-test-vouched", token: "vouched-by-test", hops: 1 };
const EMAIL = "aroha.ngata@wcc.govt.nz";
let POST: (request: Request) => Promise<Response>;

beforeAll(async () => {
  await useTempDataDir();
  // The shipped limits for the plan endpoints, not the harness's unreachable ones.
  delete process.env.RATE_LIMIT_PLAN_TRIES;
  delete process.env.RATE_LIMIT_PLAN_SUBJECT;
  (globalThis as Record<symbol, unknown>)[Symbol.for("flamingo.trustedProxy")] = PROXY;
  jest.spyOn(console, "log").mockImplementation(() => {});
  jest.spyOn(console, "warn").mockImplementation(() => {});
  ({ POST } = await import("@/app/api/facade/join-plan/route"));
});

afterAll(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for("flamingo.trustedProxy")];
});

const post = (address: string, body: unknown) =>
  POST(
    new Request("http://flamingoscooters.co.nz/api/facade/join-plan", {
      method: "POST",
      headers: { host: "flamingoscooters.co.nz", "content-type": "application/json", "x-forwarded-for": address, [PROXY.header]: PROXY.token },
      body: JSON.stringify(body),
    }),
  );

describe("join-plan tries", () => {
  it("twelve malformed posts naming an email from one address leave its owner, on another, answered normally", async () => {
    const stranger = [];
    for (let i = 0; i < 12; i++) stranger.push((await post("198.51.100.7", { plan: "wcc", email: EMAIL, phone: "not a phone" })).status);
    // The first five are the backend's 400; the rest are the stranger's own limit.
    expect(stranger).toEqual([...Array(5).fill(400), ...Array(7).fill(429)]);
    const owner = await post("203.0.113.9", { plan: "wcc", email: EMAIL, phone: "021 123 4567" });
    expect(owner.status).toBe(200);
    expect(await owner.json()).toHaveProperty("data");
  });

  it("still holds one client to five tries at one email, valid or not", async () => {
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await post("198.51.100.20", { plan: "wcc", email: "tane@wcc.govt.nz", phone: "021 765 4321" })).status);
    expect(statuses).toEqual([...Array(5).fill(200), 429, 429]);
  });

  it("caps one email over the requests the backend took, from every address together", async () => {
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push((await post(`192.0.2.${i + 1}`, { plan: "wcc", email: "mere@wcc.govt.nz", phone: "021 555 0101" })).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
  });
});
