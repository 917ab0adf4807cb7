// The shipped deploy shapes read the operator's published GBFS feeds, the address content/gbfs-published.json holds
// (MobilityData's systems list), never the fixture's sample figures.
import assert from "node:assert/strict";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, it } from "node:test";
import { root } from "./harness.mjs";

const yaml = createRequire(import.meta.url)("js-yaml");
const published = JSON.parse(fs.readFileSync(path.join(root, "content", "gbfs-published.json"), "utf8")).template;

describe("the deploy shapes' GBFS source", () => {
  it("compose runs the replicas on the operator's feeds", () => {
    const { services } = yaml.load(fs.readFileSync(path.join(root, "deploy", "compose.yaml"), "utf8"));
    assert.equal(services.site.environment.GBFS_URL_TEMPLATE, published);
    assert.equal(published, "https://data.rideflamingo.com/gbfs/3/{system}/gbfs.json");
  });

  it("the image's run stage sets the same address", () => {
    const dockerfile = fs.readFileSync(path.join(root, "deploy", "Dockerfile"), "utf8");
    const run = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));
    assert.match(run, new RegExp(`GBFS_URL_TEMPLATE=${published.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}(\\s|$)`));
  });
});
