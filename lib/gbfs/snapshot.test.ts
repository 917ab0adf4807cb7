import fc from "fast-check";
import type { Documents } from "./feeds";
import { alertsInForce, snapshotOf, type Alert } from "./snapshot";

const TYPES: Documents["vehicle_types"]["data"]["vehicle_types"] = [
  { vehicle_type_id: "s", form_factor: "scooter_standing", propulsion_type: "electric", default_pricing_plan_id: "p" },
  { vehicle_type_id: "seat", form_factor: "scooter_seated", propulsion_type: "electric" },
  { vehicle_type_id: "eb", form_factor: "bicycle", propulsion_type: "electric_assist" },
  { vehicle_type_id: "pedal", form_factor: "bicycle", propulsion_type: "human" },
  { vehicle_type_id: "car", form_factor: "car", propulsion_type: "electric" },
];
const info = { data: { system_id: "x", timezone: "Pacific/Auckland", name: [{ text: "X", language: "en" }] } };

const vehicle = fc.record({
  vehicle_id: fc.uuid(),
  lat: fc.double({ min: -45, max: -35, noNaN: true }),
  lon: fc.double({ min: 168, max: 178, noNaN: true }),
  is_reserved: fc.boolean(),
  is_disabled: fc.boolean(),
  vehicle_type_id: fc.constantFrom("s", "seat", "eb", "pedal", "car", "unknown"),
});

describe("snapshotOf", () => {
  it("counts what a rider could take now, by a brute-force reading of the GBFS rules", () => {
    fc.assert(
      fc.property(fc.array(vehicle, { maxLength: 60 }), (vehicles) => {
        const snapshot = snapshotOf({ system_information: info, vehicle_types: { data: { vehicle_types: TYPES } }, vehicle_status: { data: { vehicles } } }, 0);
        const ready = (ids: string[]) => vehicles.filter((v) => !v.is_reserved && !v.is_disabled && ids.includes(v.vehicle_type_id)).length;
        expect(snapshot.scooters).toBe(ready(["s", "seat"]));
        expect(snapshot.ebikes).toBe(ready(["eb"]));
        expect(snapshot.points.scooters).toHaveLength(snapshot.scooters);
        expect(JSON.stringify(snapshot)).not.toMatch(new RegExp(vehicles.map((v) => v.vehicle_id).join("|") || "^$"));
      }),
    );
  });

  it("has e-bikes only where a type is a bicycle with electric assist", () => {
    const only = (types: typeof TYPES) => snapshotOf({ system_information: info, vehicle_types: { data: { vehicle_types: types } }, vehicle_status: { data: { vehicles: [] } } }, 0);
    expect(only(TYPES).hasEbikes).toBe(true);
    expect(only(TYPES.filter((type) => type.vehicle_type_id !== "eb")).hasEbikes).toBe(false);
  });

  it("reads the scooter type's default plan as cents, per minute whatever the interval", () => {
    const plans = { data: { plans: [{ plan_id: "p", currency: "NZD", price: 1, per_min_pricing: [{ start: 0, rate: 1.3, interval: 2 }] }] } };
    const snapshot = snapshotOf({ system_information: info, vehicle_types: { data: { vehicle_types: TYPES } }, vehicle_status: { data: { vehicles: [] } }, system_pricing_plans: plans }, 0);
    expect(snapshot.scooterFare).toEqual({ currency: "NZD", unlockCents: 100, perMinuteCents: 65 });
  });
});

describe("alertsInForce", () => {
  const at = (iso: string) => Date.parse(iso);
  const alert = (times: Alert["times"]): Alert => ({ id: String(times.length), summary: "s", times });
  it("keeps alerts without times and those a period covers; drops ended and future ones", () => {
    const now = at("2026-11-28T10:00:00Z");
    const open = alert([]);
    const covering = alert([{ start: at("2026-11-28T09:00:00Z"), end: at("2026-11-28T11:00:00Z") }]);
    const noEnd = alert([{ start: at("2026-11-01T00:00:00Z") }]);
    const ended = alert([{ start: at("2026-11-27T09:00:00Z"), end: now }]);
    const future = alert([{ start: at("2026-11-28T10:00:01Z") }]);
    expect(alertsInForce([open, covering, noEnd, ended, future], now)).toEqual([open, covering, noEnd]);
  });
});
