import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { embeddedBackend } from "../embedded";
import { Store } from "../embedded/store";
import { upstreamBackend } from "../upstream";
import type { Faults } from "./faults";
import { SLOW_FAULT_MS } from "./faults";
import { breakOneItem, facadeHandler, type FacadeAnswer } from "./handler";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "facade-http-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const ORIGIN = "https://flamingoscooters.co.nz";
let faults: Faults = {};
const logs: string[] = [];
const embedded = embeddedBackend({ store: new Store(dir), log: (line) => logs.push(line) });
const handle = facadeHandler(embedded, { faults: () => faults, linkOrigin: ORIGIN, log: (line) => logs.push(line) });
afterEach(() => {
  faults = {};
  logs.length = 0;
});

/** The site's upstream adapter, talking to the handler without a socket: the HTTP door end to end. */
const overHttp = upstreamBackend("http://facade.test/", (async (url: string, init?: RequestInit) => {
  const answer = await handle({ method: init?.method ?? "GET", path: new URL(url).pathname, body: String(init?.body ?? "") });
  if (answer.kind === "reset") throw new TypeError("fetch failed: socket hang up");
  return new Response(answer.body, { status: answer.status, headers: { "content-type": answer.contentType } });
}) as unknown as typeof fetch, 1000, (line) => logs.push(line));

const post = (path: string, body: unknown) => handle({ method: "POST", path, body: typeof body === "string" ? body : JSON.stringify(body) });
const bodyOf = (answer: FacadeAnswer) => (answer.kind === "answer" ? JSON.parse(answer.body) : undefined);
const statusOf = (answer: FacadeAnswer) => (answer.kind === "answer" ? answer.status : "reset");

describe("facade HTTP door", () => {
  it("answers every read the way the in-process door does", async () => {
    expect(await overHttp.careers()).toEqual(await embedded.careers());
    expect(await overHttp.region(1)).toEqual(await embedded.region(1));
    expect(await overHttp.instruction(1)).toEqual(await embedded.instruction(1));
    expect(await overHttp.getPlan("wcc")).toEqual(await embedded.getPlan("wcc"));
    expect(await overHttp.getPlan("no-such-plan")).toEqual({ ok: false, status: 404, code: "not_found" });
    expect(await overHttp.appInfo({ slug: "no-such-page" })).toEqual({ ok: false, status: 404, code: "not_found" });
  });

  it("keeps submissions in the same store and passes the backend's codes through", async () => {
    expect(await overHttp.contact({ type: "general", name: "Aroha", email: "aroha@example.co.nz", message: "Kia ora" })).toEqual({ ok: true, data: null });
    expect(fs.readFileSync(path.join(dir, "contact-enquiries.jsonl"), "utf8")).toContain("aroha@example.co.nz");
    expect(await overHttp.verifyPlan({ token: "a".repeat(43) })).toEqual({ ok: false, status: 404, code: "verification_not_found" });
  });

  it("links verification emails to the NZ site, as the upstream never sees the visitor's host", async () => {
    const accounts = JSON.parse(fs.readFileSync("content/facade/accounts.json", "utf8")) as { phone: string }[];
    expect(statusOf(await post("/facade/join-plan", { plan: "wcc", email: "rider@wcc.govt.nz", phone: accounts[0]!.phone }))).toBe(200);
    // The email is written just after the answer.
    for (let tries = 0; tries < 100 && !logs.some((line) => line.includes("/verify-plan/")); tries++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(logs.join("\n")).toMatch(new RegExp(`${ORIGIN}/verify-plan/[A-Za-z0-9_-]{43}`));
  });

  it.each([
    ["an unknown path", { method: "GET", path: "/facade/nothing", body: "" }, 404, "not_found"],
    ["a path below a call", { method: "GET", path: "/facade/region/1/extra", body: "" }, 404, "not_found"],
    ["the wrong method", { method: "GET", path: "/facade/contact", body: "" }, 405, "method_not_allowed"],
    ["a body that is not JSON", { method: "POST", path: "/facade/contact", body: "{" }, 400, "validation"],
    ["a body the schema refuses", { method: "POST", path: "/facade/contact", body: '{"__proto__":{"x":1}}' }, 400, "validation"],
    ["an oversized body", { method: "POST", path: "/promo/referral", body: `{"uuid":"${"a".repeat(20000)}"}` }, 413, "payload_too_large"],
    ["a malformed id", { method: "GET", path: "/facade/region/-1", body: "" }, 400, "validation"],
    ["a malformed plan key", { method: "GET", path: "/facade/get-plan/%E0%A4%A", body: "" }, 400, "validation"],
  ])("answers %s with a 4xx code, never a 5xx", async (_label, request, status, code) => {
    const answer = await handle(request);
    expect(statusOf(answer)).toBe(status);
    expect(bodyOf(answer)).toEqual({ code });
  });
});

describe("faults on demand", () => {
  it("error: 503 with a code, which the site reports as 502 upstream", async () => {
    faults = { contact: "error" };
    expect(bodyOf(await post("/facade/contact", {}))).toEqual({ code: "unavailable" });
    expect(await overHttp.contact({ type: "general", name: "A", email: "a@example.co.nz", message: "m" })).toEqual({ ok: false, status: 502, code: "upstream" });
  });

  it("reset drops the connection and garbage is a 200 that is not JSON: both 502 upstream on the site", async () => {
    faults = { region: "reset", "app-info": "garbage" };
    expect(await handle({ method: "GET", path: "/facade/region/1", body: "" })).toEqual({ kind: "reset" });
    expect(await overHttp.region(1)).toEqual({ ok: false, status: 502, code: "upstream" });
    const garbage = await post("/facade/app-info", { slug: "x" });
    expect(garbage).toMatchObject({ status: 200, contentType: "text/html" });
    expect(await overHttp.appInfo({ slug: "x" })).toEqual({ ok: false, status: 502, code: "upstream" });
  });

  it("slow answers as usual, after 10 s", async () => {
    faults = { instruction: "slow" };
    const answer = await handle({ method: "GET", path: "/facade/instruction/1", body: "" });
    expect(answer).toMatchObject({ status: 200, delayMs: SLOW_FAULT_MS });
    expect(SLOW_FAULT_MS).toBeGreaterThan(8000);
  });

  it("bad-item breaks one list item; the site drops it and keeps the rest", async () => {
    faults = { career: "bad-item", instruction: "bad-item", "get-plan": "bad-item" };
    const careers = await embedded.careers();
    const viaHttp = await overHttp.careers();
    expect(careers.ok && viaHttp.ok && viaHttp.data).toEqual(careers.ok && careers.data.slice(1));
    const instructions = await overHttp.instruction(1);
    expect(instructions.ok && instructions.data.items.length).toBe(((await embedded.instruction(1)) as { data: { items: unknown[] } }).data.items.length - 1);
    const plan = await overHttp.getPlan("wcc");
    expect(plan.ok && plan.data.benefits.length).toBe(((await embedded.getPlan("wcc")) as { data: { benefits: unknown[] } }).data.benefits.length - 1);
    expect(logs.filter((line) => line.startsWith("[facade upstream]"))).toHaveLength(3);
  });

  it("a call without a fault, or without a list, answers as usual", async () => {
    faults = { career: "error", referral: "bad-item" };
    expect(statusOf(await handle({ method: "GET", path: "/facade/region/1", body: "" }))).toBe(200);
    expect(breakOneItem("referral", { referralCode: "X" })).toEqual({ referralCode: "X" });
  });
});
