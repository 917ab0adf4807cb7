/**
 * No lockout by a stranger (issues 55 and 70): the join-plan tries are counted per (email, client), and the
 * per-email ceiling only over requests that matched an account (an email written to its owner), so addresses
 * sending posts that name someone's email, malformed or with a phone of no account, spend their own tries, never
 * that person's; and the ceiling holds under a burst. The handlers are called as the preload would hand them a request: with
 * the trusted proxy's mark, so each X-Forwarded-For is a client of its own.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { useTempDataDir } from "./harness";

jest.mock("server-only", () => ({}));

const PROXY = { header: "x-test-vouched", token: "vouched-by-test", hops: 1 };
const EMAIL = "aroha.ngata@wcc.govt.nz";
let POST: (request: Request) => Promise<Response>;
let dataDir: string;

beforeAll(async () => {
  dataDir = await useTempDataDir();
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

  it("caps the emails sent to one address, from every address together, with a message of its own", async () => {
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push((await post(`192.0.2.${i + 1}`, { plan: "wcc", email: "mere@wcc.govt.nz", phone: "021 987 4430" })).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
    expect(await (await post("192.0.2.99", { plan: "wcc", email: "mere@wcc.govt.nz", phone: "021 987 4430" })).json()).toEqual({ code: "too_many_emails" });
  });

  it("two addresses × five well-formed tries with a phone of no account leave the owner, on a third, answered normally", async () => {
    const email = "liam@wcc.govt.nz";
    for (const address of ["198.51.100.31", "198.51.100.32"]) {
      for (let i = 0; i < 5; i++) expect((await post(address, { plan: "wcc", email, phone: "+64200000000" })).status).toBe(200);
    }
    const owner = await post("203.0.113.33", { plan: "wcc", email, phone: "+64224581936" });
    expect(owner.status).toBe(200);
  });

  it("sends at most ten emails to one address for a burst of 50 posts from 10 addresses", async () => {
    const email = "priya@wcc.govt.nz";
    const burst = Array.from({ length: 50 }, (_, i) => post(`198.51.100.${100 + (i % 10)}`, { plan: "wcc", email, phone: "+64273069412" }));
    const statuses = (await Promise.all(burst)).map((response) => response.status);
    // The emails are written once the answers are on their way.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const outbox = await fs.readdir(path.join(dataDir, "outbox"));
    const mails = await Promise.all(outbox.map((name) => fs.readFile(path.join(dataDir, "outbox", name), "utf8")));
    expect(mails.filter((mail) => mail.startsWith(`To: ${email}\n`)).length).toBe(10);
    expect(statuses.filter((status) => status === 200).length).toBe(10);
    expect(statuses.filter((status) => status === 429).length).toBe(40);
  });
});
