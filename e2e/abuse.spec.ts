import fs from "node:fs";
import path from "node:path";
import { hashToken } from "../lib/facade/embedded";
import { contentSecurityPolicy, withScriptHashes } from "../lib/security/csp.cjs";
import { inlineScriptHashes } from "../server/inline-scripts.cjs";
import { expect, test } from "./fixtures";
import { mailedPath, uniqueEmail } from "./forms";
import { E2E_DATA_DIR, E2E_PORT, E2E_RATE_LIMITS, MARKET_HOSTS } from "./hosts";
import { sendFrom } from "./http";

// Issue 11 findings closed on the server under test (TRUSTED_PROXY_HOPS 0, as `npm start` runs). The findings that
// need a server of their own (memory, load, logs, the GET cache) are in abuse-server.spec.ts.

const PHONE_WITH_ACCOUNT = "021 123 4567";
const invalidContact = JSON.stringify({});

/** A loopback address no other test sends from: one per market, test and retry. */
const clientAddress = (market: string, test: number, retry: number) => `127.${30 + retry}.${test}.${market === "nz" ? 1 : 2}`;

const spoofs = (i: number) => ({
  "x-forwarded-for": `198.51.${i >> 8}.${i & 255}`,
  "x-real-ip": `203.0.113.${i & 255}`,
  forwarded: `for=192.0.2.${i & 255}`,
});

test.describe("abuse resistance", () => {
  test("#1 a made-up X-Forwarded-For neither dodges the form limit nor locks anyone else out", async ({ market }, testInfo) => {
    const attacker = clientAddress(market, 1, testInfo.retry);
    const victim = clientAddress(market, 2, testInfo.retry);
    const post = (from: string, i: number, extra: Record<string, string> = {}) =>
      sendFrom(from, { method: "POST", path: "/api/facade/contact", body: invalidContact, headers: { ...spoofs(i), ...extra } });

    // Every request names another address; they all count against the attacker's one budget.
    let accepted = 0;
    for (let i = 0; i < E2E_RATE_LIMITS.forms * 1.2; i += 1) {
      const { status } = await post(attacker, i);
      if (status === 429) break;
      expect(status).toBe(400);
      accepted += 1;
    }
    expect(accepted).toBeGreaterThanOrEqual(E2E_RATE_LIMITS.forms);
    expect(accepted).toBeLessThanOrEqual(E2E_RATE_LIMITS.forms * 1.1); // a window boundary may pass mid-test

    // A fresh budget per made-up address would let all 100 through. The window slides: once a minute boundary has
    // passed mid-test, the spent budget frees up by a sixtieth of the limit a second, so a few may pass.
    const statuses = await Promise.all(Array.from({ length: 100 }, (_, i) => post(attacker, 10_000 + i).then((r) => r.status)));
    expect(statuses.filter((status) => status !== 429 && status !== 400)).toEqual([]);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(90);

    // Spoofing the victim's address spent nothing of the victim's budget.
    await post(attacker, 0, { "x-forwarded-for": victim, "x-real-ip": victim });
    expect((await post(victim, 0)).status).toBe(400);
  });

  test("#1 forms, in-app calls and reads have budgets of their own", async ({ market }, testInfo) => {
    const client = clientAddress(market, 3, testInfo.retry);
    const responses = await Promise.all(
      Array.from({ length: E2E_RATE_LIMITS.forms + 20 }, () => sendFrom(client, { method: "POST", path: "/api/facade/contact", body: invalidContact })),
    );
    expect(responses.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(10);
    const appInfo = await sendFrom(client, { method: "POST", path: "/api/facade/app-info", body: JSON.stringify({ slug: "faq" }) });
    expect(appInfo.status).toBe(200);
    expect((await sendFrom(client, { path: "/api/facade/career" })).status).toBe(200);
  });

  test("#3 a torn last line in the used-tokens file is skipped and the token stays spent", async ({ request, market, marketData }) => {
    const usedFile = path.join(E2E_DATA_DIR, "verification-used.jsonl");
    const fragment = `{"tokenHash":"torn-${market}-${Date.now()}`;
    fs.mkdirSync(E2E_DATA_DIR, { recursive: true });
    fs.appendFileSync(usedFile, fragment); // a crash mid-write: no newline

    const email = uniqueEmail("torn", market, "wcc.govt.nz");
    expect((await request.post("/api/facade/join-plan", { data: { plan: "wcc", email, phone: PHONE_WITH_ACCOUNT } })).status()).toBe(200);
    const token = (await mailedPath(email, marketData.siteUrl)).split("/").pop()!;

    expect((await request.post("/api/facade/verify-plan", { data: { token } })).status()).toBe(200);
    // The used record was written before the answer went out.
    const lines = fs.readFileSync(usedFile, "utf8").split("\n");
    expect(lines).toContain(fragment);
    expect(lines.filter((line) => line.includes(hashToken(token))).map((line) => JSON.parse(line).tokenHash)).toEqual([hashToken(token)]);
    const next = lines[lines.indexOf(fragment) + 1]!;
    expect(() => JSON.parse(next)).not.toThrow();

    const again = await request.post("/api/facade/verify-plan", { data: { token } });
    expect(again.status()).toBe(404);
    expect(await again.json()).toEqual({ code: "verification_not_found" });
  });

  test("#3/#5 the data folder is private to the server's user", async ({ request, market }) => {
    const email = uniqueEmail("private", market, "wcc.govt.nz");
    expect((await request.post("/api/facade/join-plan", { data: { plan: "wcc", email, phone: PHONE_WITH_ACCOUNT } })).status()).toBe(200);
    const mode = (file: string) => fs.statSync(file).mode & 0o777;
    expect(mode(E2E_DATA_DIR)).toBe(0o700);
    expect(mode(path.join(E2E_DATA_DIR, "outbox"))).toBe(0o700);
    for (const name of ["join-plan-requests.jsonl", "verification-tokens.jsonl"]) expect(mode(path.join(E2E_DATA_DIR, name)), name).toBe(0o600);
    // Other specs send mail meanwhile: a message's temporary file may be renamed between the listing and the stat.
    // The mail is written just after the answer, so the outbox is looked at until it is there.
    const messages = () => {
      let count = 0;
      for (const name of fs.readdirSync(path.join(E2E_DATA_DIR, "outbox"))) {
        const stat = fs.statSync(path.join(E2E_DATA_DIR, "outbox", name), { throwIfNoEntry: false });
        if (stat) expect(stat.mode & 0o777, name).toBe(0o600);
        if (stat && !name.endsWith(".tmp")) count += 1;
      }
      return count;
    };
    await expect.poll(messages, { message: "the mail just sent is in the outbox" }).toBeGreaterThan(0);
  });

  test("#4 an emailed link is on the market's own site whatever Host, port and scheme the request named", async ({ request, market, marketData }) => {
    const hosts = [`${MARKET_HOSTS[market]}:1`, ...(market === "nz" ? ["localhost:1", "attacker.example"] : [])];
    for (const host of hosts) {
      const email = uniqueEmail("host", market, "wcc.govt.nz");
      const response = await request.post(`http://127.0.0.1:${E2E_PORT}/api/facade/join-plan`, {
        data: { plan: "wcc", email, phone: PHONE_WITH_ACCOUNT },
        headers: { host, "x-forwarded-proto": "http", "x-forwarded-host": "attacker.example" },
      });
      expect(response.status(), host).toBe(200);
      expect(await mailedPath(email, marketData.siteUrl), host).toMatch(/^\/verify-plan\/[A-Za-z0-9_-]{43}$/);
    }
  });

  test("#9 every page carries the full policy; #10 every page says it varies by Host", async ({ request }) => {
    const policy = contentSecurityPolicy({ maps: Boolean(process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY?.trim()), upgradeInsecureRequests: false });
    for (const pathname of ["/", "/ride", "/safety", "/contact", "/no-such-page", "/sitemap.xml", "/robots.txt", "/manifest.webmanifest"]) {
      const response = await request.get(pathname, { maxRedirects: 0 });
      // A page's script-src is its own (e2e/script-policy.spec.ts); everything else is the site's.
      const page = response.headers()["content-type"]?.startsWith("text/html");
      const expected = page ? withScriptHashes(policy, inlineScriptHashes(await response.text())) : policy;
      expect(response.headers()["content-security-policy"], pathname).toBe(expected);
      expect(response.headers().vary?.toLowerCase().split(/,\s*/), pathname).toContain("host");
    }
  });

  test("#9 over plain http no upgrade-insecure-requests, whatever the client claims", async ({ request }) => {
    const response = await request.get("/", { headers: { "x-forwarded-proto": "https" } });
    expect(response.headers()["content-security-policy"]).not.toContain("upgrade-insecure-requests");
  });
});

