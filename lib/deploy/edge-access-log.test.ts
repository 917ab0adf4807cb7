import fs from "node:fs";
import path from "node:path";
import markets from "@/content/markets.json";
import { edgeSettings, renderEdgeConfig } from "./edge-config.cjs";

const template = fs.readFileSync(path.join(process.cwd(), "deploy", "edge.conf.template"), "utf8");
const accessLog = (value?: string) => edgeSettings({ EDGE_ACCESS_LOG: value }, "/srv/site").accessLog;

describe("EDGE_ACCESS_LOG", () => {
  it("defaults to access.log under the state dir, in JSON, written in batches", () => {
    expect(accessLog()).toBe("/srv/site/.edge/access.log edge_json buffer=32k flush=1s");
    expect(edgeSettings({ EDGE_STATE_DIR: "/var/cache/edge" }, "/x").accessLog).toBe("/var/cache/edge/access.log edge_json buffer=32k flush=1s");
  });
  it("takes a path, a container's stdout or stderr, syslog, or off", () => {
    expect(accessLog("logs/edge.log")).toBe("/srv/site/logs/edge.log edge_json buffer=32k flush=1s");
    expect(accessLog("stdout")).toBe("/dev/stdout edge_json");
    expect(accessLog("stderr")).toBe("/dev/stderr edge_json");
    expect(accessLog("syslog:server=10.0.0.9:514,tag=edge")).toBe("syslog:server=10.0.0.9:514,tag=edge edge_json");
    expect(accessLog("off")).toBe("off");
  });
  it("refuses a value that would break out of the directive", () => {
    expect(() => accessLog("/tmp/x.log; include /etc/passwd")).toThrow(/EDGE_ACCESS_LOG/);
    expect(() => accessLog("a b")).toThrow(/EDGE_ACCESS_LOG/);
  });
  it("renders one JSON log format with the fields the operator reads, and no access_log off", () => {
    const config = renderEdgeConfig(template, edgeSettings({}, "/srv"), markets);
    expect(config).toContain("access_log /srv/.edge/access.log edge_json buffer=32k flush=1s;");
    expect(config).not.toMatch(/access_log off/);
    expect(config).toMatch(/log_format edge_json escape=json/);
    for (const field of ["time", "market", "status", "method", "path", "bytes", "request_time", "cache", "upstream", "upstream_time"]) {
      expect(config).toContain(`"${field}":`);
    }
    // The path is the one without its query string ($uri), with the token of a verify-plan link and a referral id masked.
    expect(config).toMatch(/map \$uri \$log_path \{\n\s+"~\*\(\?s\)\^\(\?<log_head>\.\*\?\/verify-plan\)\/" "\$\{log_head\}\/<token>";/);
    expect(config).toContain('"~*(?s)^(?<log_head>.*?/referral)/" "${log_head}/<id>";');
  });
});
