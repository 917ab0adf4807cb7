/**
 * A fault for every call: the site on FACADE_API_URL, with the facade server (`npm run facade`) failing each call
 * once (503, a dropped connection, no answer until the site's timeout) and then recovering. Every same-origin
 * endpoint, and the data behind the careers, city and safety pages, answers from the healthy API by the very next
 * request: a failure is served only while it lasts, never kept.
 */
import fs from "node:fs";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { Fault, Faults } from "@/lib/facade/http/faults";
import { CALLS } from "@/lib/facade/http/faults";
import { calendarDateIn, sessionDateOptions } from "@/lib/session-dates";
import { rejectionSummaryWritten, request, useTempDataDir } from "./harness";

jest.mock("server-only", () => ({}));
jest.setTimeout(60_000);

const SITE = "http://flamingoscooters.co.nz";
const faultsFile = path.join(os.tmpdir(), `flamingo-fault-recovery-${process.pid}.json`);
const setFaults = (faults: Faults) => fs.writeFileSync(faultsFile, JSON.stringify(faults));
let server: http.Server;

beforeAll(async () => {
  await useTempDataDir();
  process.env.FACADE_FAULTS_FILE = faultsFile;
  setFaults({});
  const { startFacadeServer } = await import("@/lib/facade/http/listen");
  // The faults are meant: the facade server's start line, the site's lines for each failed call.
  for (const method of ["log", "warn", "error"] as const) jest.spyOn(console, method).mockImplementation(() => {});
  server = startFacadeServer(0);
  await new Promise((resolve) => server.once("listening", resolve));
  process.env.FACADE_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The site's default: GET answers reused for 30 s.
  delete process.env.FACADE_READ_CACHE_SECONDS;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(faultsFile, { force: true });
  delete process.env.FACADE_API_URL;
  delete process.env.FACADE_FAULTS_FILE;
  await rejectionSummaryWritten();
});

type Answer = { status: number; body: string };
/** One way the site uses one API call; `ask` answers as a visitor (or a page refresh) would see it. */
type Use = { call: (typeof CALLS)[number]; name: string; ask: () => Promise<Answer> };

const params = <T extends object>(value: T) => ({ params: Promise.resolve(value) });
const get = (url: string) => new Request(url, { headers: { host: "flamingoscooters.co.nz" } });
const answered = async (response: Response): Promise<Answer> => ({ status: response.status, body: await response.text() });
/** A page's data as a periodic refresh reads it: a failure throws, so Next keeps the last good page. */
const refreshed = async (read: () => Promise<unknown>): Promise<Answer> => {
  try {
    return { status: 200, body: JSON.stringify(await read()) };
  } catch (error) {
    return { status: 500, body: (error as Error).message };
  }
};

const posts: [Use["call"], string, string, object][] = [
  ["contact", "contact", "/api/facade/contact/route", { type: "general", name: "Aroha Ngata", email: "aroha@kiwimail.co.nz", message: "Kia ora" }],
  ["join-plan", "join-plan", "/api/facade/join-plan/route", { plan: "wcc", email: "aroha@wcc.govt.nz", phone: "021 123 4567" }],
  ["verify-plan", "verify-plan", "/api/facade/verify-plan/route", { token: "a".repeat(43) }],
  ["workplace-session", "workplace-session", "/api/facade/workplace-session/route", {
    name: "Liam Fitzgerald", email: "liam@harbourworks.co.nz", organisation: "Harbour Works", city: "Wellington", type: "Both", participants: "1-5", time: "Morning", date: sessionDateOptions(calendarDateIn(new Date()))[0]!,
  }],
  ["app-info", "app-info", "/api/facade/app-info/route", { slug: "go-pass" }],
  ["referral", "referral", "/api/promo/referral/route", { uuid: "b74e74d0-54c4-41f1-8c97-b79c168f8b38" }],
];

/** Every use of every call, loaded as a fresh server process would: nothing read or kept yet. */
async function freshSite(): Promise<Use[]> {
  jest.resetModules();
  const career = (await import("@/app/api/facade/career/route")).GET;
  const region = (await import("@/app/api/facade/region/[id]/route")).GET;
  const instruction = (await import("@/app/api/facade/instruction/[id]/route")).GET;
  const getPlan = (await import("@/app/api/facade/get-plan/[plan]/route")).GET;
  const { facade } = await import("@/lib/facade/server");
  const { sectionData } = await import("@/lib/facade/section");
  const page = (read: () => Promise<{ ok: true; data: unknown } | { ok: false }>) => () => refreshed(() => sectionData(read(), () => true));
  const uses: Use[] = [
    { call: "career", name: "GET /api/facade/career", ask: async () => answered(await career(get(`${SITE}/api/facade/career`))) },
    { call: "region", name: "GET /api/facade/region/2", ask: async () => answered(await region(get(`${SITE}/api/facade/region/2`), params({ id: "2" }))) },
    { call: "instruction", name: "GET /api/facade/instruction/7", ask: async () => answered(await instruction(get(`${SITE}/api/facade/instruction/7`), params({ id: "7" }))) },
    { call: "get-plan", name: "GET /api/facade/get-plan/wcc", ask: async () => answered(await getPlan(get(`${SITE}/api/facade/get-plan/wcc`), params({ plan: "wcc" }))) },
    { call: "career", name: "careers page refresh", ask: page(() => facade().careers()) },
    { call: "region", name: "city page refresh (service area)", ask: page(() => facade().region(2)) },
    { call: "instruction", name: "safety and how-to page refresh", ask: page(() => facade().instruction(7)) },
  ];
  for (const [call, name, module, body] of posts) {
    const { POST } = (await import(`@/app${module}`)) as { POST: (request: Request) => Promise<Response> };
    const url = `${SITE}${module.replace(/^\/|\/route$/g, "/").replace(/\/$/, "")}`;
    uses.push({ call, name: `POST ${name}`, ask: async () => answered(await POST(request(url, JSON.stringify(body)))) });
  }
  return uses;
}

const FAULTS: Fault[] = ["error", "reset", "slow"];

test("the fault test covers every call the facade server answers", async () => {
  expect(new Set((await freshSite()).map((use) => use.call))).toEqual(new Set(CALLS));
});

describe.each(FAULTS)("the API failing once (%s), then healthy", (fault) => {
  it("is served as a failure while it lasts, and every use answers from the healthy API by the next request", async () => {
    const healthy = await Promise.all((await freshSite()).map((use) => use.ask()));
    // Every use answered by the healthy API; verify-plan's invented token is the API's own 404.
    expect(healthy.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 404, 200, 200, 200]);

    const uses = await freshSite();
    setFaults(Object.fromEntries(CALLS.map((call) => [call, fault])));
    const during = await Promise.all(uses.map((use) => use.ask()));
    setFaults({});
    const after = await Promise.all(uses.map((use) => use.ask()));

    uses.forEach((use, i) => {
      expect({ use: use.name, during: during[i]!.status >= 500 }).toEqual({ use: use.name, during: true });
      expect({ use: use.name, after: after[i] }).toEqual({ use: use.name, after: healthy[i] });
    });
  });
});

test("a read whose answer has aged serves the last good answer while the API fails, and the fresh one after", async () => {
  process.env.FACADE_READ_CACHE_SECONDS = "1";
  try {
    const reads = (await freshSite()).filter((use) => use.name.startsWith("GET "));
    const good = await Promise.all(reads.map((use) => use.ask()));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    setFaults(Object.fromEntries(CALLS.map((call) => [call, "error"])));
    expect(await Promise.all(reads.map((use) => use.ask()))).toEqual(good);
    setFaults({});
    expect(await Promise.all(reads.map((use) => use.ask()))).toEqual(good);
  } finally {
    delete process.env.FACADE_READ_CACHE_SECONDS;
  }
});
