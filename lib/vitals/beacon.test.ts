import { Registry } from "prom-client";
import { createSiteMetrics } from "@/lib/metrics/registry";
import { digestView } from "./served-view";
import { vitalsBeacon } from "./beacon";

const good = { path: "/city/auckland", metrics: [{ name: "LCP", value: 1830.5 }, { name: "CLS", value: 0.02 }, { name: "TTFB", value: 120 }] };

describe("vitalsBeacon", () => {
  it("keeps the route template of the path, not the path", () => {
    expect(vitalsBeacon.parse(good)).toEqual({ route: "/city/[region]", digest: digestView(good.path), metrics: good.metrics });
    expect(vitalsBeacon.parse({ ...good, path: "/verify-plan/abc.def.ghi" }).route).toBe("/verify-plan/[token]");
  });

  it.each(["/no/such/page", "/api/facade/contact", "/_next/static/chunks/a.js", "/robots.txt", "/og/city/a.png", "x"])("counts %s as other", (path) => {
    expect(vitalsBeacon.parse({ ...good, path }).route).toBe("other");
  });

  it.each([
    ["an unknown name", { path: "/", metrics: [{ name: "FID", value: 10 }] }],
    ["a negative value", { path: "/", metrics: [{ name: "LCP", value: -1 }] }],
    ["a timing past two minutes", { path: "/", metrics: [{ name: "LCP", value: 120_001 }] }],
    ["an INP past a minute", { path: "/", metrics: [{ name: "INP", value: 60_001 }] }],
    ["a CLS past 10", { path: "/", metrics: [{ name: "CLS", value: 10.5 }] }],
    ["a value that is not a number", { path: "/", metrics: [{ name: "LCP", value: "1200" }] }],
    ["a null value (NaN in JSON)", { path: "/", metrics: [{ name: "LCP", value: null }] }],
    ["the same metric twice", { path: "/", metrics: [{ name: "LCP", value: 1 }, { name: "LCP", value: 2 }] }],
    ["no metrics", { path: "/", metrics: [] }],
    ["six metrics", { path: "/", metrics: ["LCP", "FCP", "TTFB", "INP", "CLS", "LCP"].map((name) => ({ name, value: 1 })) }],
    ["an extra field", { ...good, id: "visitor-1" }],
    ["an extra metric field", { path: "/", metrics: [{ name: "LCP", value: 1, id: "v1-123" }] }],
    ["no path", { metrics: good.metrics }],
    ["a path too long", { ...good, path: "/" + "a".repeat(2048) }],
  ])("refuses %s", (_, payload) => {
    expect(vitalsBeacon.safeParse(payload).success).toBe(false);
  });
});

describe("recording beacons", () => {
  const seriesCount = async (registry: Registry) =>
    (await registry.metrics()).split("\n").filter((line) => line.startsWith("flamingo_web_vitals_")).length;

  function junk(i: number): unknown {
    const word = Math.random().toString(36).slice(2);
    const variants: unknown[] = [
      { path: `/${word}`, metrics: [{ name: "LCP", value: 1000 + i }] },
      { path: `/city/${word}/${word}`, metrics: [{ name: "CLS", value: 0.1 }] },
      { path: "/", metrics: [{ name: word.toUpperCase(), value: i }] },
      { path: "/", metrics: [{ name: "LCP", value: 1e12 }] },
      { path: "/", metrics: [{ name: "INP", value: -i }] },
      { path: "/", metrics: [{ name: "TTFB", value: 1 }], [word]: word },
      { route: "/", name: "LCP", value: 1 },
      [word],
      word,
      null,
    ];
    return variants[i % variants.length];
  }

  it("150 junk beacons from invented hosts and paths leave the series count unchanged", async () => {
    const metrics = createSiteMetrics(new Registry());
    const record = (payload: unknown, host: string) => {
      const parsed = vitalsBeacon.safeParse(payload);
      if (parsed.success) for (const { name, value } of parsed.data.metrics) metrics.vital(name, value, parsed.data.route, host);
    };
    // A real visit, and one to a page the site does not have: each market's `other` series exists once.
    record(good, "www.flamingoscooters.com");
    for (const host of ["www.flamingoscooters.com", "flamingoscooters.com.au"]) {
      record({ path: "/nowhere", metrics: ["LCP", "FCP", "TTFB", "INP", "CLS"].map((name) => ({ name, value: 1 })) }, host);
    }
    const before = await seriesCount(metrics.registry);
    for (let i = 0; i < 150; i++) record(junk(i), i % 2 ? `evil-${i}.example` : "flamingoscooters.com.au");
    expect(before).toBeGreaterThan(0);
    expect(await seriesCount(metrics.registry)).toBe(before);
  });
});
