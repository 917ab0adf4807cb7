import fs from "node:fs";
import path from "node:path";
import { FILE_POLICY } from "../lib/security/csp.cjs";
import { E2E_DATA_DIR } from "./hosts";
import { sendFrom } from "./http";
import { expect, test } from "./fixtures";

const valid = { type: "general", name: "Tama", email: "tama@example.co.nz", message: "Kia ora" };

test.describe("facade endpoints", () => {
  test("refuse what is not JSON, too large or malformed, with a code and no 5xx", async ({ request }) => {
    const cases: [string, Parameters<typeof request.post>[1], number, string][] = [
      ["form data", { form: valid }, 415, "unsupported_media_type"],
      ["plain text", { data: "hello", headers: { "content-type": "text/plain" } }, 415, "unsupported_media_type"],
      ["17 KiB", { data: { ...valid, message: "x".repeat(17 * 1024) } }, 413, "payload_too_large"],
      ["broken JSON", { data: "{ nope", headers: { "content-type": "application/json" } }, 400, "validation"],
      ["missing name", { data: { ...valid, name: "" } }, 400, "validation"],
      ["unknown type", { data: { ...valid, type: "complaint" } }, 400, "validation"],
      ["extra key", { data: { ...valid, isAdmin: true } }, 400, "validation"],
      ["an array", { data: [valid] }, 400, "validation"],
    ];
    for (const [label, options, status, code] of cases) {
      const response = await request.post("/api/facade/contact", options);
      expect(response.status(), label).toBe(status);
      expect(await response.json(), label).toEqual({ code });
    }
    expect((await request.post("/api/promo/referral", { data: { uuid: "not-a-uuid" } })).status()).toBe(400);
    expect((await request.get("/api/facade/region/abc")).status()).toBe(400);
    expect((await request.get("/api/facade/region/3")).status()).toBe(404);
  });

  test("answer GET calls in the upstream's shape", async ({ request }) => {
    const careers = await request.get("/api/facade/career");
    expect(careers.status()).toBe(200);
    expect((await careers.json()).data.length).toBeGreaterThanOrEqual(3);
    const region = await (await request.get("/api/facade/region/1")).json();
    expect(region.data.serviceArea[0]).toEqual({ latitude: expect.any(Number), longitude: expect.any(Number) });
    const instruction = await (await request.get("/api/facade/instruction/7")).json();
    expect(instruction.data.items.length).toBeGreaterThan(0);
  });

  test("keep all of 200 concurrent submissions", async ({ market }) => {
    const tag = `concurrent-${market}-${Date.now()}`;
    // 200 clients' worth of submissions, so they come from 200 addresses: the rate limit keys on the socket.
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        sendFrom(`127.0.${market === "nz" ? 20 : 21}.${i + 1}`, {
          method: "POST",
          path: "/api/facade/contact",
          body: JSON.stringify({ ...valid, name: `${tag} ${i}`, message: `Message ${i}` }),
        }),
      ),
    );
    expect(responses.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    const lines = fs.readFileSync(path.join(E2E_DATA_DIR, "contact-enquiries.jsonl"), "utf8").trim().split("\n");
    const mine = lines.map((line) => JSON.parse(line)).filter((record) => record.name.startsWith(tag));
    expect(mine).toHaveLength(200);
    expect(new Set(mine.map((record) => record.name)).size).toBe(200);
    for (const record of mine) expect(record.message).toBe(`Message ${record.name.split(" ").pop()}`);
  });

  test("send the security headers on every response and no X-Powered-By", async ({ request }) => {
    for (const path of ["/", "/ride", "/no-such-page", "/api/facade/career", "/icons/icon.svg"]) {
      const headers = (await request.get(path)).headers();
      expect(headers["strict-transport-security"], path).toContain("max-age=31536000");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
      expect(headers["content-security-policy"], path).toContain("default-src 'self'");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"], path).toBeTruthy();
      expect(headers["x-powered-by"], path).toBeUndefined();
    }
  });

  test("files get the edge's file headers: a policy under which nothing runs, no Permissions-Policy", async ({ request, market }) => {
    test.skip(market === "au", "host independent: run once");
    const html = await (await request.get("/")).text();
    const files = [...html.matchAll(/(?:src|href)="(\/(?:_next\/static|assets)\/[^"?]+\.(?:js|woff2|svg))/g)].map((match) => match[1]!);
    expect(files.filter((file) => file.startsWith("/assets/")).length).toBeGreaterThan(3);
    expect(files.filter((file) => file.endsWith(".js")).length).toBeGreaterThan(3);
    for (const file of [...new Set(files)]) {
      const headers = (await request.get(file)).headers();
      expect(headers["content-security-policy"], file).toBe(FILE_POLICY);
      expect(headers["permissions-policy"], file).toBeUndefined();
      expect(headers["x-content-type-options"], file).toBe("nosniff");
      expect(headers["strict-transport-security"], file).toContain("max-age=31536000");
    }
    // A missing one is no page, which the file policy would refuse its scripts: plain text.
    for (const missing of ["/_next/static/chunks/missing.js", "/assets/images/missing.svg", "/assets/missing"]) {
      const response = await request.get(missing);
      expect(response.status(), missing).toBe(404);
      expect(response.headers()["content-type"], missing).toContain("text/plain");
      expect(response.headers()["content-security-policy"], missing).toBe(FILE_POLICY);
    }
  });

  test("a request for an unknown host gets New Zealand wording and the first domain's contacts", async ({ request, market }) => {
    test.skip(market === "au", "host independent: run once");
    const html = await (await request.get("/", { headers: { host: "unknown-host.test" } })).text();
    expect(html).toContain("Proudly New Zealand owned &amp; operated electric scooter and bike share.");
    expect(html).toContain("0800 FLAMINGO");
  });
});
