import fs from "node:fs";
import path from "node:path";
import { contentSecurityPolicy, withScriptHashes } from "../lib/security/csp.cjs";
import { inlineScriptHashes } from "../server/inline-scripts.cjs";
import { expect, test } from "./fixtures";
import { E2E_UPSTREAM_DIST } from "./hosts";
import { expectMenuAnswers } from "./hydration";
import { revalidate, upstreamRequest } from "./revalidate";

// Each HTML page's script policy: 'self' plus the hashes of that exact body's inline scripts (server/script-policy.cjs).
// Every page load of every spec already fails on a violation (e2e/fixtures.ts); these prove the policy is strict.

const scriptSrc = (policy: string | undefined) => policy?.split("; ").find((directive) => directive.startsWith("script-src ")) ?? "";

test.describe("script policy", () => {
  test("a script injected into a page does not run, and the page's own do", async ({ page, market, cspViolations }) => {
    test.skip(market === "au" || test.info().project.name !== "nz", "host independent: run once");
    await page.setViewportSize({ width: 375, height: 740 });
    const response = await page.goto("/");
    expect(scriptSrc(response?.headers()["content-security-policy"])).not.toContain("'unsafe-inline'");
    await expectMenuAnswers(page);
    const ran = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true;";
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran, "the injected script ran").toBe(false);
    await expect.poll(() => cspViolations.join("\n")).toMatch(/^script-src-elem blocked inline on /);
    cspViolations.splice(0);
  });

  test("one process compresses the page after hashing it: the policy names the scripts of the body sent", async ({ request, market }) => {
    test.skip(market === "au" || test.info().project.name !== "nz", "host independent: run once");
    for (const encoding of ["br", "gzip"]) {
      const response = await request.get("/city/wellington", { headers: { "accept-encoding": encoding } });
      expect(response.headers()["content-encoding"]).toBe(encoding);
      expect(response.headers().vary?.toLowerCase()).toContain("accept-encoding");
      const hashes = inlineScriptHashes(await response.text());
      expect(hashes.length).toBeGreaterThan(0);
      expect(scriptSrc(response.headers()["content-security-policy"])).toBe(`script-src 'self' ${hashes.join(" ")}`);
    }
  });

  test("with a Maps key, the policy lets the map library add Google's script", async ({ page, market, request }) => {
    test.skip(market === "au" || test.info().project.name !== "nz", "host independent: run once");
    // This build has no key, so the page gets the policy a keyed build's preload would send, and a stand-in answers
    // for Google, as the map component tests do.
    await page.route("**/safety", async (route) => {
      const response = await request.get("/safety", { headers: { "accept-encoding": "identity" } });
      const body = await response.text();
      const policy = withScriptHashes(contentSecurityPolicy({ maps: true, upgradeInsecureRequests: false }), inlineScriptHashes(body));
      await route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body, headers: { "content-security-policy": policy } });
    });
    await page.route("https://maps.googleapis.com/**", (route) =>
      route.fulfill({ contentType: "text/javascript", body: "window.__mapsStandIn = new URL(document.currentScript.src).searchParams.get('callback');" }),
    );
    await page.goto("/safety");
    // What @vis.gl/react-google-maps does: a script element whose src is Google's loader.
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.src = "https://maps.googleapis.com/maps/api/js?key=stand-in&v=weekly&callback=__googleMapsCallback";
      document.head.append(script);
    });
    await expect.poll(() => page.evaluate(() => (window as unknown as { __mapsStandIn?: string }).__mapsStandIn)).toBe("__googleMapsCallback");
  });

  test("a 304 carries no policy, which the browser would merge into its cached page", async ({ request, market }) => {
    test.skip(market === "au" || test.info().project.name !== "nz", "host independent: run once");
    const page = await request.get("/news");
    const etag = page.headers().etag;
    expect(etag, "the page has an ETag").toBeTruthy();
    const revalidated = await request.get("/news", { headers: { "if-none-match": etag! } });
    expect(revalidated.status()).toBe(304);
    expect(revalidated.headers()["content-security-policy"]).toBeUndefined();
  });

  test("a page refreshed after the build (ISR) gets the new body's hashes and hydrates", async ({ page, market }) => {
    test.skip(test.info().project.name !== "nz-upstream", "the upstream server's pages are the ones revalidated");
    const request = await upstreamRequest(market);
    expect(await revalidate(request, market, "/city/wellington")).toBe(200);
    const refreshed = await request.get("/city/wellington");
    const body = await refreshed.text();
    await request.dispose();
    const policy = refreshed.headers()["content-security-policy"];
    expect(scriptSrc(policy)).toBe(`script-src 'self' ${inlineScriptHashes(body).join(" ")}`);
    // The build rendered this page with the API down; the refresh added the facade's section to the flight data, so
    // hashes fixed at build would block it. (Two renders of the same data may well be identical: compare with the build.)
    const built = fs.readFileSync(path.join(E2E_UPSTREAM_DIST, "server/app", market, "city/wellington.html"), "utf8");
    const builtHashes = new Set(inlineScriptHashes(built));
    expect(inlineScriptHashes(body).some((hash) => !builtHashes.has(hash)), "the refresh brought an inline script the build did not have").toBe(true);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/city/wellington");
    await expectMenuAnswers(page);
  });
});
