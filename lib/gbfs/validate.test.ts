import fs from "node:fs";
import path from "node:path";
import { FEEDS, STATION_FEEDS } from "./feeds";
import { schemaError } from "./validate";

const fixtureRoot = path.join(process.cwd(), "content/gbfs");
const systems = fs.readdirSync(fixtureRoot);

describe("the official GBFS 3.0 schemas", () => {
  it("are the ones in ../shared when it is beside the checkout", () => {
    const shared = path.join(process.cwd(), "../shared/gbfs/v3.0");
    if (!fs.existsSync(shared)) return;
    for (const feed of [...FEEDS, ...STATION_FEEDS]) {
      expect(fs.readFileSync(path.join(process.cwd(), `lib/gbfs/schemas/${feed}.json`), "utf8")).toBe(fs.readFileSync(path.join(shared, `${feed}.json`), "utf8"));
    }
  });

  it.each(systems)("accept every fixture document of %s", (system) => {
    for (const feed of FEEDS) {
      const doc = JSON.parse(fs.readFileSync(path.join(fixtureRoot, system, `${feed}.json`), "utf8"));
      expect([feed, schemaError(feed, doc)]).toEqual([feed, null]);
    }
  });

  it("refuse documents that break them", () => {
    const status = JSON.parse(fs.readFileSync(path.join(fixtureRoot, "wellington/vehicle_status.json"), "utf8"));
    expect(schemaError("vehicle_status", { ...status, version: "2.3" })).toMatch(/version/);
    expect(schemaError("vehicle_status", { ...status, last_updated: 1732700000 })).toMatch(/last_updated/);
    const vehicles = status.data.vehicles.map((vehicle: object, index: number) => (index === 0 ? { ...vehicle, is_reserved: "no" } : vehicle));
    expect(schemaError("vehicle_status", { ...status, data: { vehicles } })).toMatch(/is_reserved/);
    expect(schemaError("gbfs", { last_updated: status.last_updated, ttl: 0, version: "3.0", data: { feeds: [{ name: "system_information", url: "not a url" }, { name: "vehicle_status", url: "https://example.org/v.json" }] } })).toMatch(/url/);
  });
});
