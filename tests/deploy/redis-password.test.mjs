// Compose runs Redis with a password (requirepass) and hands the replicas REDIS_URL=redis://:<password>@redis:6379.
// The instance's own Redis connection (lib/cache/redis-connection.cjs, in a process of its own as in an instance)
// is used with such a URL: the right password is served, a wrong or missing one falls back to local state.
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { after, before, describe, it } from "node:test";
import { promisify } from "node:util";
import { startRedis } from "../../scripts/redis.mjs";
import { PORTS, root } from "./harness.mjs";

const PASSWORD = "c0ffee".repeat(8);

/** PING through the instance's shared connection with this REDIS_URL: "PONG", or "fallback" when it could not. */
async function pingWith(url) {
  const script = `
    const { sharedRedis } = require("./lib/cache/redis-connection.cjs");
    const shared = sharedRedis({ REDIS_URL: process.argv[1] });
    shared.run((client) => client.ping(), () => "fallback").then((answer) => {
      console.log(answer);
      process.exit(0);
    });`;
  const { stdout } = await promisify(execFile)(process.execPath, ["-e", script, url], { cwd: root, timeout: 15_000 });
  return stdout.trim().split("\n").pop();
}

describe("the instance's Redis connection, with compose's password", () => {
  let redis;

  before(async () => {
    redis = await startRedis(PORTS.redis, { password: PASSWORD });
  });

  after(async () => {
    await redis?.stop("SIGKILL");
  });

  it("is served with the password in REDIS_URL", async () => {
    assert.equal(await pingWith(`redis://:${PASSWORD}@127.0.0.1:${PORTS.redis}`), "PONG");
  });

  it("falls back to local state with a wrong password or none", async () => {
    assert.equal(await pingWith(`redis://:wrong-${PASSWORD}@127.0.0.1:${PORTS.redis}`), "fallback");
    assert.equal(await pingWith(`redis://127.0.0.1:${PORTS.redis}`), "fallback");
  });
});
