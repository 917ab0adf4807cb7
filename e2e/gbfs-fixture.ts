// The fixture feeds' figures, worked out here from the files (content/gbfs/), never written into a test.
import { alertsInForce, snapshotOf } from "../lib/gbfs/snapshot";
import type { Documents } from "../lib/gbfs/feeds";
import { content } from "./content";

const doc = <F extends keyof Documents>(system: string, feed: F) => content<Documents[F]>(`gbfs/${system}/${feed}.json`);

/** Ready scooters and e-bikes by the GBFS rules: neither reserved nor disabled, by the type's form factor. */
export function fixtureCounts(system: string) {
  const types = new Map(doc(system, "vehicle_types").data.vehicle_types.map((type) => [type.vehicle_type_id, type]));
  const ready = doc(system, "vehicle_status").data.vehicles.filter((vehicle) => !vehicle.is_reserved && !vehicle.is_disabled);
  const of = (test: (type: { form_factor: string; propulsion_type: string }) => boolean) =>
    ready.filter((vehicle) => vehicle.vehicle_type_id !== undefined && types.has(vehicle.vehicle_type_id) && test(types.get(vehicle.vehicle_type_id)!)).length;
  return {
    scooters: of((type) => type.form_factor.startsWith("scooter")),
    ebikes: of((type) => type.form_factor === "bicycle" && type.propulsion_type === "electric_assist"),
    hasEbikes: [...types.values()].some((type) => type.form_factor === "bicycle" && type.propulsion_type === "electric_assist"),
  };
}

/** The fixture's alerts: those in force now, and those not (ended or not begun). */
export function fixtureAlerts(system: string) {
  const all = snapshotOf(
    { system_information: doc(system, "system_information"), vehicle_types: doc(system, "vehicle_types"), vehicle_status: doc(system, "vehicle_status"), system_alerts: doc(system, "system_alerts") },
    0,
  ).alerts;
  const live = alertsInForce(all, Date.now());
  return { live, notLive: all.filter((alert) => !live.includes(alert)) };
}

/** The scooter fare of a fixture's default plan, in cents: what a feed that agrees with the site charges. */
export function fixtureFare(system: string) {
  const plan = doc(system, "system_pricing_plans").data.plans[0]!;
  return { unlockCents: Math.round(plan.price * 100), perMinuteCents: Math.round(plan.per_min_pricing![0]!.rate * 100) };
}
