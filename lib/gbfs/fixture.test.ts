import fs from "node:fs";
import path from "node:path";
import { getCities } from "@/lib/content";
import { CITY_KEYS, entryOf } from "@/lib/content/keys";
import { getPricing } from "@/lib/content/pricing";
import { tariffFor } from "@/lib/pricing/tariff";
import type { Documents } from "./feeds";
import { fareDifferences } from "./price-check";
import { snapshotOf } from "./snapshot";

jest.mock("server-only", () => ({}));

const read = <F extends keyof Documents>(system: string, feed: F) =>
  JSON.parse(fs.readFileSync(path.join(process.cwd(), `content/gbfs/${system}/${feed}.json`), "utf8")) as Documents[F];
const region = (id: number) =>
  JSON.parse(fs.readFileSync(path.join(process.cwd(), `content/facade/regions/${id}.json`), "utf8")) as { serviceArea: { latitude: number; longitude: number }[] };

/** Ray casting: whether the point is inside the ring. */
function inside(lat: number, lon: number, ring: { latitude: number; longitude: number }[]) {
  let result = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (a.latitude > lat !== b.latitude > lat && lon < ((b.longitude - a.longitude) * (lat - a.latitude)) / (b.latitude - a.latitude) + a.longitude) result = !result;
  }
  return result;
}

describe.each(CITY_KEYS)("the fixture feed of %s", (key) => {
  const city = entryOf(getCities(), key, "content/cities");
  const system = city.gbfsSystem;

  it("has a folder of its own", () => {
    expect(fs.existsSync(path.join(process.cwd(), "content/gbfs", system, "gbfs.json"))).toBe(true);
  });

  it("charges what pricing.json charges for a scooter", () => {
    const docs = { system_information: read(system, "system_information"), vehicle_types: read(system, "vehicle_types"), vehicle_status: read(system, "vehicle_status"), system_pricing_plans: read(system, "system_pricing_plans") };
    const fare = snapshotOf(docs, 0).scooterFare;
    const tariff = tariffFor(getPricing(), key, 1, null);
    expect(fare).not.toBeNull();
    expect(fareDifferences(fare!, { currency: "NZD", unlockCents: tariff.unlockCents, perMinuteCents: tariff.perMinuteCents })).toEqual([]);
  });

  it("places every vehicle inside the city's service area", () => {
    const ring = region(city.regionId).serviceArea;
    const outside = read(system, "vehicle_status").data.vehicles.filter((vehicle) => !inside(vehicle.lat!, vehicle.lon!, ring));
    expect(outside).toEqual([]);
  });

  it("has vehicles of only the kinds the city's riding guides cover", () => {
    const types = read(system, "vehicle_types").data.vehicle_types.map((type) => type.vehicle_type_id).sort();
    const expected = [city.howTo.bike && "bike", city.howTo.scooter && "scooter", city.howTo.scooter5 && "scooter-5"].filter(Boolean).sort();
    expect(types).toEqual(expected);
  });
});
