// One instance tried as an attacker would, without the edge's help (README, Security): a script planted in a stored
// page does not run, and a peer that is not the edge cannot choose the address its requests are counted under.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { chromium } from "playwright";
import { ensureTestBrowser } from "../../scripts/ensure-browser.mjs";
import { HOSTS, PORTS, privateBuild, request, root, startInstance } from "./harness.mjs";

const [port] = PORTS.instances;
const PLANTED = "<script>window.__planted=1</script>";
const contact = (i) => JSON.stringify({ type: "general", name: "Aroha", email: `aroha${i}@example.co.nz`, message: "Kia ora" });

describe("an instance, tried directly", () => {
  let instance;
  let browser;

  before(async () => {
    const build = privateBuild("instance-hardening");
    // What the review did: a script written into a stored page (here the ISR file) before the preload sees it.
    const stored = path.join(root, build.NEXT_DIST_DIR, "server", "app", "au", "careers.html");
    fs.writeFileSync(stored, fs.readFileSync(stored, "utf8").replace("<body>", `<body>${PLANTED}`));
    instance = await startInstance(port, { ...build, TRUSTED_PROXY_HOPS: "1", RATE_LIMIT_FORMS_PER_MINUTE: "10" });
    browser = await chromium.launch({ executablePath: ensureTestBrowser(), args: [`--host-resolver-rules=MAP ${HOSTS.au} 127.0.0.1`, "--no-sandbox"] });
  });

  after(async () => {
    await browser?.close();
    await instance?.stop("SIGKILL");
  });

  it("serves a stored page with a planted script, which the browser blocks while the page's own scripts run", async () => {
    const page = await browser.newPage();
    const blocked = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    const response = await page.goto(`http://${HOSTS.au}:${port}/careers`);
    assert.ok((await response.text()).includes(PLANTED), "the planted script reached the browser");
    // Next marks the window once the page has hydrated: the framework's own inline scripts ran.
    await page.waitForFunction(() => window.next?.version, null, { timeout: 20_000 });
    assert.equal(await page.evaluate(() => window.__planted), undefined, "the planted script ran");
    assert.equal(blocked.length, 1, blocked.join("\n"));
    await page.close();
  });

  it("counts a peer that is not a trusted proxy by its own address, whatever X-Forwarded-For it sends", async () => {
    const statuses = [];
    for (let i = 0; i < 13; i++) {
      const forged = { "content-type": "application/json", "x-forwarded-for": `198.51.100.${i + 1}` };
      statuses.push((await request({ port, method: "POST", path: "/api/facade/contact", body: contact(i), headers: forged, localAddress: "127.0.0.2" })).status);
    }
    assert.deepEqual(statuses, [...Array(10).fill(200), 429, 429, 429]);
  });

  it("still believes the edge's X-Forwarded-For from a trusted peer (loopback by default)", async () => {
    const statuses = [];
    for (let i = 0; i < 13; i++) {
      const edge = { "content-type": "application/json", "x-forwarded-for": `203.0.113.${i + 1}` };
      statuses.push((await request({ port, method: "POST", path: "/api/facade/contact", body: contact(i), headers: edge, localAddress: "127.0.0.1" })).status);
    }
    assert.deepEqual(statuses, Array(13).fill(200));
  });
});
