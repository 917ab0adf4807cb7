import fc from "fast-check";
import type { Documents } from "./feeds";
import { FEED_LIMITS } from "./limits";
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

describe("snapshotOf with stations", () => {
  const stations = ["open", "closed", "uninstalled"].map((id, i) => ({ station_id: id, lat: -41.2 - i / 100, lon: 174.7 + i / 100 }));
  const status = [
    { station_id: "open", is_installed: true, is_renting: true },
    { station_id: "closed", is_installed: true, is_renting: false },
    { station_id: "uninstalled", is_installed: false, is_renting: true },
  ];
  const docked = fc.record({
    vehicle_id: fc.uuid(),
    is_reserved: fc.boolean(),
    is_disabled: fc.boolean(),
    vehicle_type_id: fc.constantFrom("s", "eb", "car"),
    station_id: fc.constantFrom("open", "closed", "uninstalled"),
  });

  it("counts a docked vehicle where its station rents, and draws it at the station, by brute force", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(vehicle, docked), { maxLength: 40 }), (vehicles) => {
        const snapshot = snapshotOf(
          { system_information: info, vehicle_types: { data: { vehicle_types: TYPES } }, vehicle_status: { data: { vehicles } }, station_information: { data: { stations } }, station_status: { data: { stations: status } } },
          0,
        );
        const ready = (ids: string[]) =>
          vehicles.filter((v) => !v.is_reserved && !v.is_disabled && ids.includes(v.vehicle_type_id) && (!("station_id" in v) || v.station_id === "open")).length;
        expect([snapshot.scooters, snapshot.ebikes]).toEqual([ready(["s", "seat"]), ready(["eb"])]);
        expect([snapshot.points.scooters.length, snapshot.points.ebikes.length]).toEqual([snapshot.scooters, snapshot.ebikes]);
        const atStation = vehicles.filter((v) => "station_id" in v && v.station_id === "open" && !v.is_reserved && !v.is_disabled && v.vehicle_type_id === "s").length;
        expect(snapshot.points.scooters.filter((p) => p.lat === stations[0]!.lat && p.lon === stations[0]!.lon)).toHaveLength(atStation);
      }),
    );
  });
});

describe("snapshotOf's bounds", () => {
  const NOW = Date.parse("2026-11-28T10:00:00Z");
  const alert = (i: number, times?: { start: string; end?: string }[]) => ({ alert_id: `a${i}`, type: "other", summary: [{ text: "s".repeat(5000), language: "en" }], description: [{ text: "d".repeat(5000), language: "en" }], ...(times ? { times } : {}) });

  it("keeps a bounded number of alerts not ended, those in force first, their texts cut", () => {
    const alerts = [
      ...Array.from({ length: 40 }, (_, i) => alert(i, [{ start: "2026-11-29T00:00:00Z" }])),
      ...Array.from({ length: 40 }, (_, i) => alert(100 + i, [{ start: "2026-11-01T00:00:00Z", end: "2026-11-02T00:00:00Z" }])),
      alert(999),
    ];
    const snapshot = snapshotOf({ system_information: info, vehicle_types: { data: { vehicle_types: TYPES } }, vehicle_status: { data: { vehicles: [] } }, system_alerts: { data: { alerts } } }, NOW, NOW);
    expect(snapshot.alerts).toHaveLength(FEED_LIMITS.snapshotAlerts);
    expect(snapshot.alerts[0]!.id).toBe("a999");
    expect(snapshot.alerts.every((kept) => !kept.id.startsWith("a1") || kept.id.length < 4)).toBe(true);
    expect(Math.max(...snapshot.alerts.map((kept) => kept.summary.length))).toBeLessThanOrEqual(FEED_LIMITS.summaryLength);
    expect(Math.max(...snapshot.alerts.map((kept) => kept.description!.length))).toBeLessThanOrEqual(FEED_LIMITS.descriptionLength);
  });

  it("reads interval 0 as a charge once, never NaN, and gives every type's default plan", () => {
    const plans = { data: { plans: [{ plan_id: "p", currency: "nzd", price: 1, per_min_pricing: [{ start: 0, rate: 2, interval: 0 }] }] } };
    const snapshot = snapshotOf({ system_information: info, vehicle_types: { data: { vehicle_types: TYPES } }, vehicle_status: { data: { vehicles: [] } }, system_pricing_plans: plans }, 0);
    expect(snapshot.scooterFare).toEqual({ currency: "nzd", unlockCents: 100, perMinuteCents: null });
    expect(snapshot.fares!.map((fare) => [fare.vehicleTypeId, fare.kind, fare.planId, fare.plan?.perMinute])).toEqual([
      ["s", "scooter", "p", [{ start: 0, rateCents: 200, interval: 0 }]],
      ["seat", "scooter", null, undefined],
      ["eb", "ebike", null, undefined],
      ["pedal", "other", null, undefined],
      ["car", "other", null, undefined],
    ]);
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
