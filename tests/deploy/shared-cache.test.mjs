// Two instances sharing Redis (docs/deploy.md, Redis), on the facade server over HTTP: one revalidate call
// refreshes a page everywhere, a client's budget is one budget, an office joins a plan, and Redis going away
// under load costs no page and no form.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { startRedis } from "../../scripts/redis.mjs";
import { HOSTS, PORTS, privateBuild, request, root, sleep, startGroup, startInstance, waitFor } from "./harness.mjs";

const [first, second] = PORTS.instances;
const SECRET = "test-revalidate-secret-of-32-bytes-or-more";
const dataDir = path.join(root, ".data", "deploy-shared-cache");
const careersFile = path.join(dataDir, "careers.json");
const seedCareers = JSON.parse(fs.readFileSync(path.join(root, "content", "facade", "careers.json"), "utf8"));

/** The careers the facade server answers with: the seed's, with the first opening retitled. */
function retitleFirstOpening(title) {
  fs.writeFileSync(careersFile, JSON.stringify([{ ...seedCareers[0], title }, ...seedCareers.slice(1)]));
}

const page = (port, host, target = "/careers") => request({ port, host, path: target });
const post = (port, target, payload, headers = {}) => request({ port, method: "POST", path: target, body: JSON.stringify(payload), headers });
const revalidate = (port, authorization, paths = ["/careers"]) => post(port, "/api/revalidate", { paths }, authorization ? { authorization } : {});

describe("two instances sharing Redis", () => {
  let redis;
  let facade;
  const instances = [];

  let build;
  const startSite = (port) =>
    startInstance(port, {
      // This file retitles an opening and refreshes /careers: on the shared build the browser suite would see it.
      ...build,
      REDIS_URL: `redis://127.0.0.1:${PORTS.redis}`,
      REVALIDATE_SECRET: SECRET,
      FACADE_API_URL: `http://127.0.0.1:${PORTS.facade}`,
      TRUSTED_PROXY_HOPS: "1",
      // The shipped budgets, not the harness's unlimited ones: this file tests them.
      RATE_LIMIT_FORMS_PER_MINUTE: "10",
      RATE_LIMIT_PLAN_PER_MINUTE: "120",
      RATE_LIMIT_PLAN_TRIES: "5",
      RATE_LIMIT_PLAN_SUBJECT: "10",
    });

  before(async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(careersFile, JSON.stringify(seedCareers));
    build = privateBuild("shared-cache");
    redis = await startRedis(PORTS.redis);
    facade = startGroup("npm", ["run", "facade", "--silent"], {
      cwd: root,
      env: { FACADE_PORT: String(PORTS.facade), DATA_DIR: dataDir, EMBEDDED_CAREERS_FILE: careersFile },
    });
    await waitFor({ port: PORTS.facade, path: "/facade/career" });
    instances.push(...(await Promise.all([startSite(first), startSite(second)])));
  });

  after(async () => {
    await Promise.all([...instances, facade, redis].map((group) => group?.stop("SIGKILL")));
  });

  it("refreshes a page on every instance, in both markets, from one revalidate call on one of them", async () => {
    const title = `Night Fleet Mechanic ${Date.now()}`;
    for (const port of [first, second]) for (const host of Object.values(HOSTS)) assert.equal((await page(port, host)).status, 200);
    retitleFirstOpening(title);
    assert.doesNotMatch((await page(second, HOSTS.nz)).body, new RegExp(title), "without the call the page stays as it was");

    const called = Date.now();
    const answer = await revalidate(first, `Bearer ${SECRET}`);
    assert.equal(answer.status, 200);
    assert.deepEqual(JSON.parse(answer.body), { revalidated: ["/nz/careers", "/au/careers"], ignored: [], cache: "shared" });
    const seen = {};
    while (Object.keys(seen).length < 2 && Date.now() - called < 10_000) {
      for (const [market, host] of Object.entries(HOSTS)) {
        if (!seen[market] && (await page(second, host)).body.includes(title)) seen[market] = Date.now() - called;
      }
      if (Object.keys(seen).length < 2) await sleep(100);
    }
    console.log(`revalidate on one instance → the other serving the change: ${JSON.stringify(seen)} ms`);
    assert.deepEqual(Object.keys(seen).sort(), ["au", "nz"], "the second instance serves the change in both markets within 10 s");
    for (const host of Object.values(HOSTS)) assert.match((await page(first, host)).body, new RegExp(title));
  });

  it("answers a missing or wrong secret with 401 and changes nothing", async () => {
    const title = `Unauthorised Opening ${Date.now()}`;
    retitleFirstOpening(title);
    for (const authorization of [undefined, "Bearer wrong-secret", `Basic ${SECRET}`, `Bearer ${SECRET}x`]) {
      const answer = await revalidate(first, authorization);
      assert.equal(answer.status, 401, String(authorization));
      assert.deepEqual(JSON.parse(answer.body), { code: "unauthorized" });
    }
    await sleep(500);
    for (const port of [first, second]) for (const host of Object.values(HOSTS)) assert.doesNotMatch((await page(port, host)).body, new RegExp(title));
  });

  it("counts a client's form budget once across both instances", async () => {
    const client = { "x-forwarded-for": "203.0.113.50" };
    const statuses = [];
    for (let i = 0; i < 20; i++) statuses.push((await post(i % 2 ? second : first, "/api/facade/contact", { name: "" }, client)).status);
    const allowed = statuses.filter((status) => status !== 429).length;
    // 10 a minute per client; one more may pass if a minute boundary falls mid-test (the window slides).
    assert.ok(allowed >= 10 && allowed <= 11, `allowed ${allowed} of 20: ${statuses.join(",")}`);
  });

  it("lets an office of 100 behind one address join a plan, and refuses one email after a few tries", async () => {
    const office = { "x-forwarded-for": "203.0.113.60" };
    const run = Date.now();
    // A phone with an account (content/facade/accounts.json): a request for one without stores no email (issue 37).
    const join = (email, i) => post(i % 2 ? second : first, "/api/facade/join-plan", { plan: "wcc", email, phone: "021 123 4567" }, office);
    const emails = Array.from({ length: 100 }, (_, i) => `staff${i}.${run}@wcc.govt.nz`);
    const statuses = [];
    for (const [i, email] of emails.entries()) statuses.push((await join(email, i)).status);
    assert.deepEqual(statuses, Array(100).fill(200));
    const stored = fs.readFileSync(path.join(dataDir, "join-plan-requests.jsonl"), "utf8");
    assert.equal(emails.filter((email) => stored.includes(`"${email}"`)).length, 100, "every join reached the API");

    const repeated = [];
    for (let i = 0; i < 8; i++) repeated.push((await join(`keen.${run}@wcc.govt.nz`, i)).status);
    assert.deepEqual(repeated, [200, 200, 200, 200, 200, 429, 429, 429]);
  });

  it("keeps serving every page and form when Redis stops under load, warns once, and recovers when it returns", async () => {
    const targets = ["/", "/careers", "/city/wellington", "/about"].flatMap((target) => Object.values(HOSTS).map((host) => ({ target, host })));
    const failures = [];
    let served = 0;
    let running = true;
    const worker = async (n) => {
      for (let i = n; running; i++) {
        const { target, host } = targets[i % targets.length];
        const port = i % 2 ? second : first;
        try {
          const response = await page(port, host, target);
          if (response.status !== 200) failures.push(`${port} ${host}${target}: ${response.status}`);
          served += 1;
        } catch (error) {
          failures.push(`${port} ${host}${target}: ${error.message}`);
        }
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, (_, n) => worker(n)));
    await sleep(1500);
    const before = instances.map((instance) => instance.output.text.length);
    await redis.stop("SIGKILL");
    await sleep(3000);
    const forms = await Promise.all(
      [first, second].map((port, i) =>
        post(port, "/api/facade/contact", { type: "general", name: "Aroha", email: `aroha${i}@example.co.nz`, message: "Still there?" }, { "x-forwarded-for": `203.0.113.7${i}` })),
    );
    running = false;
    await load;
    assert.deepEqual(failures, []);
    assert.ok(served > 50, `served ${served}`);
    assert.deepEqual(forms.map((answer) => answer.status), [200, 200]);
    for (const [index, instance] of instances.entries()) {
      const warnings = instance.output.text.slice(before[index]).split("\n").filter((line) => line.includes('"event":"redis_unavailable"'));
      assert.equal(warnings.length, 1, `instance ${index + 1} warns once per outage`);
    }
    const degraded = await request({ port: first, path: "/api/health?ready=1" });
    assert.equal(degraded.status, 200);
    assert.equal(JSON.parse(degraded.body).cache, "degraded");

    redis = await startRedis(PORTS.redis);
    const until = Date.now() + 15_000;
    let cache;
    while (Date.now() < until && cache !== "shared") {
      await sleep(1000);
      cache = JSON.parse((await request({ port: first, path: "/api/health?ready=1" })).body).cache;
    }
    assert.equal(cache, "shared", "back on the shared cache once Redis returns");
  });
});
