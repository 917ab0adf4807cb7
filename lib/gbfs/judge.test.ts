import fs from "node:fs";
import path from "node:path";
import { FEEDS } from "./feeds";
import { judgeDocument, keptTtl } from "./judge";
import { FEED_LIMITS } from "./limits";

const NOW = Date.parse("2026-11-28T10:42:00Z");
const STAMP = "2026-11-28T10:41:30Z";
const fixture = (feed: string) => ({ ...JSON.parse(fs.readFileSync(path.join(process.cwd(), `content/gbfs/wellington/${feed}.json`), "utf8")), last_updated: STAMP });
// A fixture document as the mutations below read it: loosely, as a hostile feed would write it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Doc = any;
const judge = (feed: Parameters<typeof judgeDocument>[0], doc: unknown) => judgeDocument(feed, typeof doc === "string" ? doc : JSON.stringify(doc), NOW);

describe("judgeDocument", () => {
  it.each(FEEDS)("keeps the fixture's %s, with its ttl in seconds", (feed) => {
    const doc = fixture(feed);
    expect(judge(feed, doc)).toMatchObject({ ok: true, ttl: Math.min(doc.ttl, FEED_LIMITS.maxTtlSeconds), lastUpdated: Date.parse(STAMP) });
  });

  it.each([
    ["a leap-second stamp (valid RFC 3339, which Date.parse refuses)", "vehicle_status", (d: Doc) => ({ ...d, last_updated: "2030-05-05T23:59:60Z" }), "bad_date"],
    ["a stamp past the clock's skew", "vehicle_status", (d: Doc) => ({ ...d, last_updated: new Date(NOW + FEED_LIMITS.futureSkewMs + 1000).toISOString() }), "future"],
    ["a time zone the official enum has and Intl refuses", "system_information", (d: Doc) => ({ ...d, data: { ...d.data, timezone: "Factory" } }), "bad_timezone"],
    ["an alert time Date.parse refuses", "system_alerts", (d: Doc) => ({ ...d, data: { alerts: [{ ...d.data.alerts[0], times: [{ start: "2026-06-30T23:59:60Z" }] }] } }), "bad_date"],
    ["a long string in an extra field", "vehicle_status", (d: Doc) => ({ ...d, data: { vehicles: [{ ...d.data.vehicles[0], note: "x".repeat(FEED_LIMITS.maxStringLength + 1) }] } }), "too_long"],
    ["too many vehicles", "vehicle_status", (d: Doc) => ({ ...d, data: { vehicles: Array.from({ length: FEED_LIMITS.maxArrayLength + 1 }, (_, i) => ({ ...d.data.vehicles[0], vehicle_id: `v${i}` })) } }), "too_many"],
    ["too many alerts", "system_alerts", (d: Doc) => ({ ...d, data: { alerts: Array.from({ length: FEED_LIMITS.maxAlerts + 1 }, (_, i) => ({ ...d.data.alerts[0], alert_id: `a${i}` })) } }), "too_many"],
  ])("refuses %s", (_name, feed, mutate, kind) => {
    expect(judge(feed as never, mutate(fixture(feed)))).toMatchObject({ ok: false, kind });
  });

  it("refuses JSON nested 100,000 deep without overflowing the stack", () => {
    const doc = JSON.stringify(fixture("vehicle_status")).replace(/}$/, `,"deep":${"[".repeat(100_000)}${"]".repeat(100_000)}}`);
    expect(judge("vehicle_status", doc)).toMatchObject({ ok: false, kind: "too_deep" });
  });

  it("reads a ttl as seconds, capped, whatever its size (1e400 parses as Infinity)", () => {
    const doc = JSON.stringify(fixture("vehicle_status")).replace(/"ttl":\d+/, '"ttl":1e400');
    expect(judge("vehicle_status", doc)).toMatchObject({ ok: true, ttl: FEED_LIMITS.maxTtlSeconds });
    expect(judge("vehicle_status", { ...fixture("vehicle_status"), ttl: 86_400_000 })).toMatchObject({ ok: true, ttl: FEED_LIMITS.maxTtlSeconds });
    expect([keptTtl(0), keptTtl(30), keptTtl(-5), keptTtl(Number.POSITIVE_INFINITY)]).toEqual([0, 30, 0, FEED_LIMITS.maxTtlSeconds]);
  });
});
