import fs from "node:fs";
import path from "node:path";
import { documentCache } from "./document-cache";
import { embeddedDocument, embeddedFetch } from "./embedded";
import type { Fetched, FetchLike } from "./fetch-document";
import { FEEDS } from "./feeds";
import { readSystem } from "./reader";
import { schemaError } from "./validate";

jest.mock("server-only", () => ({}));

const SITE = "https://flamingoscooters.co.nz";
const fixture = (feed: string) => JSON.parse(fs.readFileSync(path.join(process.cwd(), `content/gbfs/wellington/${feed}.json`), "utf8"));

/** A fetch that counts calls and can fail one feed by answering 503. */
function countingFetch(failing?: string) {
  const calls: string[] = [];
  const inner = embeddedFetch(SITE);
  const fetch: FetchLike = async (url, init) => {
    calls.push(new URL(url).pathname);
    return failing && url.endsWith(`/${failing}.json`) ? new Response("busy", { status: 503 }) : inner(url, init);
  };
  return { fetch, calls };
}

describe("readSystem on the embedded fixture", () => {
  it("gives the fixture's ready counts, worked out here from the files by hand", async () => {
    const types = new Map<string, { form_factor: string }>(fixture("vehicle_types").data.vehicle_types.map((type: { vehicle_type_id: string; form_factor: string }) => [type.vehicle_type_id, type]));
    const ready = fixture("vehicle_status").data.vehicles.filter((v: { is_reserved: boolean; is_disabled: boolean }) => !v.is_reserved && !v.is_disabled);
    const count = (formFactor: string) => ready.filter((v: { vehicle_type_id: string }) => types.get(v.vehicle_type_id)?.form_factor === formFactor).length;
    const result = await readSystem(`${SITE}/api/gbfs/wellington/gbfs.json`, { cache: documentCache(), fetch: countingFetch().fetch });
    expect(result.ok && [result.snapshot.scooters, result.snapshot.ebikes, result.snapshot.hasEbikes]).toEqual([count("scooter_standing"), count("bicycle"), true]);
  });

  it("serves every document valid against the official schema, listing feeds on the market's own host", () => {
    for (const feed of FEEDS) expect(schemaError(feed, embeddedDocument("wellington", feed, "https://flamingoscooters.com.au"))).toBeNull();
    const index = embeddedDocument("wellington", "gbfs", "https://flamingoscooters.com.au") as { data: { feeds: { url: string }[] } };
    expect(index.data.feeds.every((feed) => feed.url.startsWith("https://flamingoscooters.com.au/api/gbfs/wellington/"))).toBe(true);
    expect(embeddedDocument("gotham", "gbfs", SITE)).toBeNull();
    expect(embeddedDocument("wellington", "station_status", SITE)).toBeNull();
  });

  it("fails the whole read when any listed feed fails, alerts included", async () => {
    const result = await readSystem(`${SITE}/api/gbfs/wellington/gbfs.json`, { cache: documentCache(), fetch: countingFetch("system_alerts").fetch });
    expect(result).toMatchObject({ ok: false, kind: "status", feed: "system_alerts" });
  });
});

describe("readSystem's origin", () => {
  it.each([
    ["another port", "https://flamingoscooters.co.nz:8443"],
    ["another host", "https://127.0.0.2"],
    ["another scheme", "http://flamingoscooters.co.nz"],
  ])("counts a feed listed on %s as off_origin, and never asks it", async (_name, elsewhere) => {
    const { fetch, calls } = countingFetch();
    const listing: FetchLike = async (url, init) => {
      const response = await fetch(url, init);
      if (!url.endsWith("/gbfs.json")) return response;
      const index = await response.json();
      index.data.feeds = index.data.feeds.map((feed: { name: string; url: string }) => (feed.name === "system_alerts" ? { ...feed, url: feed.url.replace(SITE, elsewhere) } : feed));
      return Response.json(index);
    };
    const result = await readSystem(`${SITE}/api/gbfs/wellington/gbfs.json`, { cache: documentCache(), fetch: listing });
    expect(result).toMatchObject({ ok: false, kind: "off_origin", feed: "system_alerts" });
    expect(calls.filter((call) => call.endsWith("system_alerts.json"))).toEqual([]);
  });
});

describe("documentCache", () => {
  const good = (ttl: number, bytes = 10): Fetched => ({ ok: true, doc: { last_updated: "", ttl, version: "3.0" }, ttl, lastUpdated: 0, bytes });

  it("fetches a feed once per ttl and never keeps a failure", async () => {
    let clock = 0;
    const cache = documentCache(() => clock);
    const load = jest.fn(async () => good(60));
    await Promise.all([cache.get("u", load), cache.get("u", load), cache.get("u", load)]);
    clock = 59_999;
    await cache.get("u", load);
    expect(load).toHaveBeenCalledTimes(1);
    clock = 60_000;
    await cache.get("u", load);
    expect(load).toHaveBeenCalledTimes(2);
    const failing = jest.fn(async (): Promise<Fetched> => ({ ok: false, kind: "timeout", detail: "" }));
    await cache.get("f", failing);
    await cache.get("f", failing);
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it("keeps at most its bound of documents and bytes, the least recently used going first", async () => {
    const cache = documentCache(() => 0, { entries: 3, bytes: 100 });
    const load = (bytes: number) => jest.fn(async () => good(60, bytes));
    for (const url of ["a", "b", "c"]) await cache.get(url, load(10));
    await cache.get("a", load(10));
    await cache.get("d", load(10));
    expect(cache.size()).toEqual({ entries: 3, bytes: 30 });
    const again = load(10);
    await cache.get("b", again);
    expect(again).toHaveBeenCalledTimes(1);
    await cache.get("big", load(95));
    expect(cache.size().bytes).toBeLessThanOrEqual(100);
    await cache.get("huge", load(101));
    expect(cache.size().bytes).toBeLessThanOrEqual(100);
  });

  it("judges a kept copy by its age when read: one dated past staleness is fetched again", async () => {
    let clock = 0;
    const cache = documentCache(() => clock);
    const load = jest.fn(async (): Promise<Fetched> => ({ ...(good(60) as Extract<Fetched, { ok: true }>), lastUpdated: -299_000 }));
    await cache.get("u", load);
    clock = 2000;
    await cache.get("u", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("never shares a load in flight past its deadline, and settles those waiting on it", async () => {
    const cache = documentCache(Date.now, { deadlineMs: 200 });
    const wedged = jest.fn(() => new Promise<Fetched>(() => {}));
    const first = cache.get("u", wedged);
    const second = cache.get("u", wedged);
    expect(wedged).toHaveBeenCalledTimes(1);
    await expect(first).resolves.toMatchObject({ ok: false, kind: "timeout" });
    await expect(second).resolves.toMatchObject({ ok: false, kind: "timeout" });
    await expect(cache.get("u", async () => good(60))).resolves.toMatchObject({ ok: true });
  });
});
