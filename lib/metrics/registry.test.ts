import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { Registry } from "prom-client";
import { createSiteMetrics } from "./registry";
import { metricsHost, metricsPort } from "./settings";

const NZ = "www.flamingoscooters.com";

function sample() {
  const metrics = createSiteMetrics(new Registry());
  metrics.observeRequest("GET", "/city/auckland?utm=1", NZ, 200, 0.012);
  metrics.observeRequest("BREW", "/verify-plan/secret-token-123", "flamingoscooters.com.au", 307, 0.002);
  metrics.facadeCall("region", "timeout", 8);
  metrics.facadeCall("contact", "made_up_code", 0.1);
  metrics.formSubmission("/api/facade/contact", "ok");
  metrics.formSubmission("/api/facade/contact", "rate_limited");
  metrics.formSubmission("/api/facade/../../whatever", "validation");
  metrics.pageCache("get", "hit");
  metrics.revalidation("unauthorized");
  metrics.vital("LCP", 1830, "/city/[region]", NZ);
  metrics.vital("CLS", 0.04, "/", NZ);
  return metrics;
}

describe("site metrics", () => {
  it("labels requests by route template, method, status class and market, never by raw path or code", async () => {
    const metrics = sample();
    const text = await metrics.registry.metrics();
    expect(text).toContain('http_server_request_duration_seconds_count{method="GET",route="/city/[region]",status_code="2xx",market="nz"} 1');
    expect(text).toContain('http_server_request_duration_seconds_count{method="other",route="/verify-plan/[token]",status_code="3xx",market="au"} 1');
    // DELETE is no method the site takes: `other`, as a made-up one.
    metrics.observeRequest("DELETE", "/about", NZ, 405, 0.001);
    expect(await metrics.registry.metrics()).toContain('http_server_request_duration_seconds_count{method="other",route="/about",status_code="4xx",market="nz"} 1');
    expect(text).not.toContain("secret-token-123");
    expect(text).not.toContain("utm");
  });

  it("keeps outcomes and forms to closed sets", async () => {
    const text = await sample().registry.metrics();
    expect(text).toContain('flamingo_facade_request_duration_seconds_count{call="region",outcome="timeout"} 1');
    expect(text).toContain('flamingo_facade_request_duration_seconds_count{call="contact",outcome="error"} 1');
    expect(text).toContain('flamingo_form_submissions_total{form="contact",outcome="ok"} 1');
    expect(text).toContain('flamingo_form_submissions_total{form="contact",outcome="rate_limited"} 1');
    expect(text).toContain('flamingo_form_submissions_total{form="other",outcome="validation"} 1');
    expect(text).toContain('flamingo_page_cache_operations_total{operation="get",result="hit"} 1');
    expect(text).toContain('flamingo_revalidations_total{outcome="unauthorized"} 1');
  });

  it("records vitals in seconds (CLS unitless) with a bucket edge on Google's thresholds", async () => {
    const text = await sample().registry.metrics();
    expect(text).toContain('flamingo_web_vitals_lcp_seconds_bucket{le="2.5",route="/city/[region]",market="nz"} 1');
    expect(text).toContain('flamingo_web_vitals_lcp_seconds_bucket{le="1.5",route="/city/[region]",market="nz"} 0');
    expect(text).toContain('flamingo_web_vitals_lcp_seconds_sum{route="/city/[region]",market="nz"} 1.83');
    expect(text).toContain('flamingo_web_vitals_cls_bucket{le="0.05",route="/",market="nz"} 1');
    expect(text).toContain("process_cpu_user_seconds_total");
  });

  const promtool = ["/usr/bin/promtool", process.env.PROMTOOL_PATH].find((file) => file && fs.existsSync(file));
  (promtool ? it : it.skip)("passes promtool check metrics", async () => {
    const text = await sample().registry.metrics();
    expect(execFileSync(promtool!, ["check", "metrics"], { input: text, encoding: "utf8" })).toBe("");
  });
});

describe("metricsPort", () => {
  it.each([
    [undefined, null], ["", null], [" ", null], ["9464", 9464], [" 9464 ", 9464], ["0", null], ["65536", null], ["94a", null], ["-1", null], ["1e3", null],
  ])("%j is %j", (value, port) => {
    expect(metricsPort({ METRICS_PORT: value })).toBe(port);
  });
});

describe("metricsHost", () => {
  it("binds loopback unless METRICS_HOST names another address", () => {
    expect(metricsHost({})).toBe("127.0.0.1");
    expect(metricsHost({ METRICS_HOST: " " })).toBe("127.0.0.1");
    expect(metricsHost({ METRICS_HOST: "0.0.0.0" })).toBe("0.0.0.0");
  });
});
