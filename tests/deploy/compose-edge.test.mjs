// compose's edge (docker cannot build or run here): its image installs the Debian packages `npm run edge` and these
// tests run nginx with, it runs the command its Dockerfile names, and that command accepts the config compose's
// edge-config step renders (the Lua body deadline included), checked with this machine's Debian nginx.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { EDGE_DEBIAN_PACKAGES, ensureNginx } from "../../scripts/edge.mjs";
import { root } from "./harness.mjs";

const yaml = createRequire(import.meta.url)("js-yaml");
const { stateFolders, edgeSettings } = createRequire(import.meta.url)("../../lib/deploy/edge-config.cjs");
const deploy = path.join(root, "deploy");
const { services } = yaml.load(fs.readFileSync(path.join(deploy, "compose.yaml"), "utf8"));
const dockerfile = fs.readFileSync(path.join(deploy, "edge.Dockerfile"), "utf8");
const CONFIG = "/etc/flamingo-edge/conf/nginx.conf";

describe("compose's edge", () => {
  it("is built from deploy/edge.Dockerfile, which installs the packages the local edge runs on", () => {
    assert.equal(services.edge.build.dockerfile, "edge.Dockerfile");
    assert.equal(path.resolve(deploy, services.edge.build.context), deploy);
    const install = dockerfile.match(/apt-get install ([^\\\n]+)/)?.[1].split(/\s+/).filter((word) => word && !word.startsWith("-"));
    assert.deepEqual(install?.sort(), [...EDGE_DEBIAN_PACKAGES].sort());
    assert.match(dockerfile, /^FROM debian:bookworm-slim$/m, "the Debian release whose nginx (1.22) and Lua module this machine runs");
  });

  it("runs the command its image names", () => {
    const cmd = JSON.parse(dockerfile.match(/^CMD (\[.*\])$/m)[1]);
    assert.deepEqual(services.edge.command, cmd);
    assert.equal(cmd[cmd.indexOf("-c") + 1], CONFIG);
  });

  it("accepts the config compose renders, with the Lua module loaded", () => {
    const nginx = ensureNginx();
    const work = fs.mkdtempSync(path.join(os.tmpdir(), "compose-edge-"));
    try {
      // compose's values, with the container's paths moved under a temporary folder and the replicas' service
      // name (resolved only inside compose's network) replaced by an address.
      const moved = (value) => path.join(work, value);
      const env = {
        ...process.env,
        ...services["edge-config"].environment,
        SITE_UPSTREAMS: "127.0.0.1:3000",
        EDGE_STATE_DIR: moved(services["edge-config"].environment.EDGE_STATE_DIR),
        EDGE_STATIC_DIR: moved(services["edge-config"].environment.EDGE_STATIC_DIR),
        EDGE_CERT: moved(services["edge-config"].environment.EDGE_CERT),
        EDGE_KEY: moved(services["edge-config"].environment.EDGE_KEY),
      };
      for (const folder of stateFolders(edgeSettings(env, root))) fs.mkdirSync(folder, { recursive: true });
      fs.mkdirSync(path.dirname(env.EDGE_CERT), { recursive: true });
      execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=compose-edge-test", "-keyout", env.EDGE_KEY, "-out", env.EDGE_CERT], { stdio: "ignore" });
      const config = moved(CONFIG);
      fs.mkdirSync(path.dirname(config), { recursive: true });
      // The edge-config step's own command, its output folder moved.
      const [shell, flag, script] = services["edge-config"].command;
      execFileSync(shell, [flag, script.replace("/out/nginx.conf", config)], { cwd: root, env });
      assert.match(fs.readFileSync(config, "utf8"), /^load_module \/usr\/lib\/nginx\/modules\/ngx_http_lua_module\.so;$/m);
      const [, ...args] = services.edge.command;
      const checked = args.map((arg) => (arg === CONFIG ? config : arg));
      execFileSync(nginx, [...checked, "-t", "-q"], { stdio: ["ignore", "ignore", "pipe"] });
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  });
});
