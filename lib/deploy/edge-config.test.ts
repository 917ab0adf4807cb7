import fs from "node:fs";
import path from "node:path";
import { certificateNames, edgeSettings, renderEdgeConfig } from "./edge-config.cjs";

const template = fs.readFileSync(path.join(process.cwd(), "deploy", "edge.conf.template"), "utf8");

describe("edgeSettings", () => {
  it("defaults to the local ports, one instance on :3000 and a self-signed pair under .edge/", () => {
    const settings = edgeSettings({}, "/srv/site");
    expect(settings).toMatchObject({
      httpPort: 8080, httpsPort: 8443, upstreams: ["127.0.0.1:3000"], stateDir: "/srv/site/.edge",
      staticDir: "/srv/site/.edge/static", cert: "/srv/site/.edge/tls/edge.crt", key: "/srv/site/.edge/tls/edge.key", selfSigned: true,
    });
  });
  it("reads every setting from the environment", () => {
    const settings = edgeSettings({
      EDGE_HTTP_PORT: "80", EDGE_HTTPS_PORT: "443", SITE_UPSTREAMS: "site-1:3000, site-2:3000",
      EDGE_STATE_DIR: "/var/cache/edge", EDGE_STATIC_DIR: "/srv/static", EDGE_CERT: "/tls/c.pem", EDGE_KEY: "/tls/k.pem",
    }, "/x");
    expect(settings).toMatchObject({ httpPort: 80, httpsPort: 443, upstreams: ["site-1:3000", "site-2:3000"], staticDir: "/srv/static", cert: "/tls/c.pem", selfSigned: false });
  });
  it("refuses values nginx would misread", () => {
    expect(() => edgeSettings({ EDGE_HTTP_PORT: "80a" }, "/x")).toThrow(/EDGE_HTTP_PORT/);
    expect(() => edgeSettings({ SITE_UPSTREAMS: "site; evil" }, "/x")).toThrow(/SITE_UPSTREAMS/);
    expect(() => edgeSettings({ EDGE_CERT: "/c.pem" }, "/x")).toThrow(/together/);
  });
});

describe("renderEdgeConfig", () => {
  it("fills every placeholder and lists each instance with a passive health check", () => {
    const config = renderEdgeConfig(template, edgeSettings({ SITE_UPSTREAMS: "10.0.0.1:3000,10.0.0.2:3000" }, "/srv"));
    expect(config).not.toMatch(/\{\{/);
    expect(config).toContain("server 10.0.0.1:3000 max_fails=1 fail_timeout=10s;");
    expect(config).toContain("server 10.0.0.2:3000 max_fails=1 fail_timeout=10s;");
    expect(config).toContain("return 301 https://$host:8443$request_uri;");
  });
  it("leaves the port out of the redirect on 443", () => {
    expect(renderEdgeConfig(template, edgeSettings({ EDGE_HTTPS_PORT: "443" }, "/srv"))).toContain("return 301 https://$host$request_uri;");
  });
  it("rejects a placeholder it does not know", () => {
    expect(() => renderEdgeConfig("listen {{NOPE}};", edgeSettings({}, "/srv"))).toThrow(/NOPE/);
  });
});

describe("certificateNames", () => {
  it("covers each host once, and localhost", () => {
    expect(certificateNames(["a.example", "a.example", "b.example"])).toEqual(["a.example", "b.example", "localhost"]);
  });
});
