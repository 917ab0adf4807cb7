import fs from "node:fs";
import path from "node:path";
import markets from "@/content/markets.json";
import { certificateNames, edgeSettings, marketMaps, renderEdgeConfig } from "./edge-config.cjs";

const template = fs.readFileSync(path.join(process.cwd(), "deploy", "edge.conf.template"), "utf8");

describe("edgeSettings", () => {
  it("defaults to the local ports, one instance on :3000 and a self-signed pair under .edge/", () => {
    const settings = edgeSettings({}, "/srv/site");
    expect(settings).toMatchObject({
      httpPort: 8080, httpsPort: 8443, upstreams: ["127.0.0.1:3000"], pageFreshSeconds: 60, stateDir: "/srv/site/.edge",
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
    expect(() => edgeSettings({ EDGE_PAGE_FRESH_SECONDS: "3600" }, "/x")).toThrow(/EDGE_PAGE_FRESH_SECONDS/);
  });
});

describe("renderEdgeConfig", () => {
  it("fills every placeholder and lists each instance with a passive health check", () => {
    const config = renderEdgeConfig(template, edgeSettings({ SITE_UPSTREAMS: "10.0.0.1:3000,10.0.0.2:3000" }, "/srv"), markets);
    expect(config).not.toMatch(/\{\{/);
    expect(config).toContain("server 10.0.0.1:3000 max_fails=3 fail_timeout=10s;");
    expect(config).toContain("server 10.0.0.2:3000 max_fails=3 fail_timeout=10s;");
    expect(config).toContain("return 301 https://$redirect_host:8443$request_uri;");
  });
  it("leaves the port out of the redirect on 443", () => {
    expect(renderEdgeConfig(template, edgeSettings({ EDGE_HTTPS_PORT: "443" }, "/srv"), markets)).toContain("return 301 https://$redirect_host$request_uri;");
  });
  it("rejects a placeholder it does not know", () => {
    expect(() => renderEdgeConfig("listen {{NOPE}};", edgeSettings({}, "/srv"), markets)).toThrow(/NOPE/);
  });
});

describe("marketMaps", () => {
  it("maps every host in content/markets.json to its market, others to the first host's, and each market to its site's host", () => {
    const config = renderEdgeConfig(template, edgeSettings({}, "/srv"), markets);
    const hostMap = config.slice(config.indexOf("map $host $market {"), config.indexOf("map $market $market_host {"));
    expect(hostMap).toContain("default nz;");
    for (const { host, market } of markets.hosts) expect(hostMap).toContain(`    ${host} ${market};`);
    expect(config).toMatch(/map \$market \$market_host \{\n\s+nz flamingoscooters\.co\.nz;\n\s+au flamingoscooters\.com\.au;/);
    // The http listener's redirect: a listed host as written, anything else its market's own host.
    const redirectMap = config.slice(config.indexOf("map $host $redirect_host {"));
    expect(redirectMap).toMatch(/^map \$host \$redirect_host \{\n\s+default \$market_host;/);
    for (const { host } of markets.hosts) expect(redirectMap).toContain(`    ${host} ${host};`);
  });
  it("refuses a host nginx would misread and a market whose site is on none of its hosts", () => {
    const au = markets.markets.au;
    expect(() => marketMaps({ ...markets, hosts: [{ host: "evil.test; }", market: "nz" }] })).toThrow(/cannot go into/);
    expect(() => marketMaps({ ...markets, markets: { ...markets.markets, au: { ...au, siteUrl: "https://elsewhere.test" } } })).toThrow(/siteUrl/);
    expect(() => marketMaps({ ...markets, hosts: [] })).toThrow(/no hosts/);
  });
});

/** The edge's POST budget per client address, read from the rendered config: nginx's leaky bucket, in ms. */
function postBudget(config: string) {
  const rate = Number(/zone=posts:\S+ rate=(\d+)r\/s;/.exec(config)?.[1]);
  const burst = Number(/limit_req zone=posts burst=(\d+) nodelay;/.exec(config)?.[1]);
  return (arrivals: number[]) => {
    let excess = 0;
    let last = 0;
    let passed = 0;
    for (const at of [...arrivals].sort((a, b) => a - b)) {
      excess = Math.max(0, excess - ((at - last) * rate) / 1000);
      last = at;
      if (excess <= burst) {
        excess += 1;
        passed += 1;
      }
    }
    return passed;
  };
}

describe("the edge's per-client POST limit", () => {
  const admit = postBudget(renderEdgeConfig(template, edgeSettings({}, "/srv"), markets));
  it("lets an office of 300 behind one address each post a join-plan and a verify-plan within ten minutes", () => {
    // Far worse than ten minutes: all 300 join-plans in one minute, or both posts of all 300 in two.
    expect(admit(Array.from({ length: 300 }, (_, i) => i * 200))).toBe(300);
    expect(admit(Array.from({ length: 600 }, (_, i) => i * 200))).toBe(600);
  });
  it("refuses most of a flood: a hundred posts a second for ten seconds", () => {
    expect(admit(Array.from({ length: 1000 }, (_, i) => i * 10))).toBeLessThanOrEqual(200);
  });
});

describe("certificateNames", () => {
  it("covers each host once, and localhost", () => {
    expect(certificateNames(["a.example", "a.example", "b.example"])).toEqual(["a.example", "b.example", "localhost"]);
  });
});
