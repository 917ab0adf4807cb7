// The standalone server (`npm run start:standalone`, completed by scripts/standalone.mjs) serves pages, their
// scripts, public files and the endpoints on its own, hashes each page's inline scripts in its preload, and reads
// SITE_COMPRESSION when it starts.
import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { HOSTS, PORTS, request, startInstance } from "./harness.mjs";

const port = PORTS.instances[1] + 1;
const get = (path, options = {}) => request({ port, path, ...options });

describe("the standalone server", () => {
  let server;
  after(() => server?.stop());

  it("serves both markets' pages, their scripts and public files", async () => {
    server = await startInstance(port, { SITE_COMPRESSION: "" }, "start:standalone");
    const nz = await get("/", { host: HOSTS.nz });
    const au = await get("/city/wellington", { host: HOSTS.au });
    assert.equal(nz.status, 200);
    assert.match(nz.body, /0800 FLAMINGO/);
    assert.equal(au.status, 200);
    assert.match(au.body, /1800 352 646/);
    const script = nz.body.match(/src="(\/_next\/static\/[^"?]+\.js)/)?.[1];
    assert.ok(script, "the page links a script");
    assert.equal((await get(script)).status, 200);
    const image = nz.body.match(/src="(\/assets\/images\/[^"]+\.svg)"/)?.[1];
    assert.ok(image, "the page shows public artwork");
    assert.equal((await get(image)).status, 200);
  });

  it("answers the endpoints from the embedded facade, and says so at start", async () => {
    const health = await get("/api/health?ready=1");
    assert.equal(health.status, 200);
    assert.equal(JSON.parse(health.body).backend, "embedded");
    const body = JSON.stringify({ type: "general", name: "Standalone Test", email: "tama@example.co.nz", message: "Hello from the standalone test" });
    const contact = await request({ port, path: "/api/facade/contact", method: "POST", body });
    assert.equal(contact.status, 200);
    assert.match(server.output.text, /\[facade\] backend: embedded/);
    assert.match(server.output.text, /submissions on this machine/);
  });

  it("compresses by default, after giving the page a script policy of its own", async () => {
    const page = await get("/", { headers: { "accept-encoding": "gzip" } });
    assert.equal(page.headers["content-encoding"], "gzip");
    assert.match(page.headers["content-security-policy"], /script-src 'self' 'sha256-[^;]+;/);
    assert.doesNotMatch(page.headers["content-security-policy"], /script-src[^;]*'unsafe-inline'/);
  });

  it("does not compress with SITE_COMPRESSION=off, read at start rather than at build", async () => {
    await server.stop();
    server = await startInstance(port, { SITE_COMPRESSION: "off" }, "start:standalone");
    const page = await get("/", { headers: { "accept-encoding": "gzip" } });
    assert.equal(page.status, 200);
    assert.equal(page.headers["content-encoding"], undefined);
  });

  it("reports an upstream facade that does not answer: live, but not ready", async () => {
    await server.stop();
    // Port 9 (discard) on loopback: nothing listens, so every facade call fails.
    server = await startInstance(port, { FACADE_API_URL: "http://127.0.0.1:9" }, "start:standalone");
    const live = await get("/api/health");
    assert.equal(live.status, 200);
    assert.equal(JSON.parse(live.body).backend, "upstream");
    const ready = await get("/api/health?ready=1");
    assert.equal(ready.status, 503);
    assert.equal(JSON.parse(ready.body).status, "unavailable");
    assert.match(server.output.text, /\[facade\] backend: upstream/);
    assert.doesNotMatch(server.output.text, /warning/);
  });
});
