// deploy/compose.yaml, read as compose reads it (compose itself cannot run here: no images can be pulled): Redis
// needs a password and sits on an internal network only the replicas share, the edge cannot reach it, and the
// replicas believe X-Forwarded-For from the edge's own address only.
import assert from "node:assert/strict";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, it } from "node:test";
import { root } from "./harness.mjs";

const yaml = createRequire(import.meta.url)("js-yaml");
const compose = yaml.load(fs.readFileSync(path.join(root, "deploy", "compose.yaml"), "utf8"));
const { services, networks } = compose;
const networksOf = (service) => {
  const value = services[service].networks;
  if (services[service].network_mode === "none") return [];
  return Array.isArray(value) ? value : Object.keys(value ?? { default: null });
};

describe("compose's networks and Redis", () => {
  it("runs Redis with the password REDIS_URL carries, and requires one", () => {
    assert.match(services.redis.command.join(" "), /--requirepass "\$\$REDIS_PASSWORD"/);
    assert.match(services.redis.environment.REDIS_PASSWORD, /^\$\{REDIS_PASSWORD:\?/);
    assert.match(services.site.environment.REDIS_URL, /^redis:\/\/:\$\{REDIS_PASSWORD:\?[^}]*\}@redis:6379$/);
  });

  it("requires RATE_LIMIT_KEY_SECRET as it requires REDIS_PASSWORD, and binds metrics for Prometheus only where compose runs it", () => {
    assert.match(services.site.environment.RATE_LIMIT_KEY_SECRET, /^\$\{RATE_LIMIT_KEY_SECRET:\?/);
    assert.equal(services.site.environment.METRICS_HOST, "0.0.0.0");
    assert.equal(services.site.ports, undefined, "the replicas publish no port");
  });

  it("puts Redis on an internal network that only the replicas (and the demo facade) join", () => {
    assert.deepEqual(networksOf("redis"), ["back"]);
    assert.equal(networks.back.internal, true);
    const onBack = Object.keys(services).filter((service) => networksOf(service).includes("back")).sort();
    assert.deepEqual(onBack, ["facade", "redis", "site"]);
    assert.deepEqual(networksOf("edge"), ["front"]);
  });

  it("has the replicas believe X-Forwarded-For from the edge's address only", () => {
    const edgeAddress = services.edge.networks.front.ipv4_address;
    assert.equal(services.site.environment.TRUSTED_PROXY_ADDRESSES, edgeAddress);
    assert.equal(services.site.environment.TRUSTED_PROXY_HOPS, "1");
    const [subnet] = networks.front.ipam.config.map((entry) => entry.subnet);
    assert.equal(edgeAddress.split(".").slice(0, 3).join("."), subnet.split("/")[0].split(".").slice(0, 3).join("."), "the edge's address is in its network");
  });

  it("gives the one-shot steps no network at all", () => {
    for (const service of ["publish-static", "edge-config", "facade-data-owner"]) assert.equal(services[service].network_mode, "none", service);
  });
});
