// The shipped edge's per-client limits, from many addresses: an IPv6 /64 is one client (its addresses are not
// each a budget of their own), an IPv4 address is one client, and bodies trickled to hold connections open are
// bounded per client and cut when they stall. Runs in a network namespace (edge-limits-probe.mjs), root only.
import assert from "node:assert/strict";
import path from "node:path";
import { before, describe, it } from "node:test";
import { root } from "./harness.mjs";
import { canUseNetworkNamespace, runInNetworkNamespace } from "./network-namespace.mjs";

describe("the edge's limits, per IPv4 address and per IPv6 /64", { skip: !canUseNetworkNamespace() && "needs root for a network namespace (unshare --net)" }, () => {
  let seen;

  before(async () => {
    seen = await runInNetworkNamespace(path.join(root, "tests", "deploy", "edge-limits-probe.mjs"));
    assert.equal(seen.error, undefined, seen.error);
  });

  it("counts every address of one IPv6 /64 as one client, and leaves other networks alone", () => {
    const { 200: served = 0, 429: refused = 0, ...other } = seen.sameNetwork;
    assert.deepEqual(other, {}, "every post was served or refused with 429");
    assert.ok(served <= 101, `${served} of 130 posts from one /64 were served: the burst is 100`);
    assert.ok(refused >= 29, `${refused} refused`);
    assert.equal(seen.otherNetwork, 200, "another /64 still posts");
    assert.deepEqual(seen.refusal, {
      csp: "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      referrer: "strict-origin-when-cross-origin",
    });
  });

  it("still counts each IPv4 address on its own", () => {
    assert.deepEqual(seen.ipv4, { 200: 130 });
  });

  it("holds at most 20 bodies in progress per client, and serves another client meanwhile", () => {
    assert.deepEqual(seen.trickled, { 429: 5, open: 20 });
    assert.equal(seen.postWhileTrickled, 200);
  });

  it("cuts a body that stalls for 5 s", () => {
    // reset_timedout_connection: the client is reset, not sent a 408.
    assert.equal(seen.stalled.status, "closed");
    assert.ok(seen.stalled.seconds >= 4.5 && seen.stalled.seconds <= 7, `cut after ${seen.stalled.seconds} s`);
  });
});
