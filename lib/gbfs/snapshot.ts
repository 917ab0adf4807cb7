import type { Documents } from "./feeds";

export type Point = { lat: number; lon: number };
export type Alert = { id: string; summary: string; description?: string; url?: string; times: { start: number; end?: number }[] };
export type Fare = { currency: string; unlockCents: number; perMinuteCents: number | null };

/** What a city page shows from its system's feeds, free of ids: counts, where the ready vehicles are, alerts. */
export type Snapshot = {
  systemId: string;
  timezone: string;
  /** vehicle_status.last_updated, epoch ms: the time of the counts. */
  dataTime: number;
  scooters: number;
  ebikes: number;
  /** Whether the system has any e-bike type at all (the count is shown only then). */
  hasEbikes: boolean;
  points: { scooters: Point[]; ebikes: Point[] };
  alerts: Alert[];
  /** The scooter type's default plan, or null when the feed has no such plan (the price check then has nothing to compare). */
  scooterFare: Fare | null;
  license: { id?: string; url?: string };
};

const english = (texts: { text: string; language: string }[] | undefined) =>
  texts && (texts.find((entry) => entry.language.toLowerCase().startsWith("en")) ?? texts[0])?.text;

const isScooter = (type: { form_factor: string }) => type.form_factor === "scooter_standing" || type.form_factor === "scooter_seated";
const isEbike = (type: { form_factor: string; propulsion_type: string }) => type.form_factor === "bicycle" && type.propulsion_type === "electric_assist";

type Parts = Pick<Documents, "system_information" | "vehicle_types" | "vehicle_status"> & Partial<Pick<Documents, "system_pricing_plans" | "system_alerts">>;

/** From the validated documents to what the page shows. A vehicle is ready when neither reserved nor disabled. */
export function snapshotOf(docs: Parts, dataTime: number): Snapshot {
  const types = docs.vehicle_types.data.vehicle_types;
  const kindOf = new Map(types.map((type) => [type.vehicle_type_id, isScooter(type) ? "scooter" : isEbike(type) ? "ebike" : "other"]));
  const points = { scooters: [] as Point[], ebikes: [] as Point[] };
  let scooters = 0;
  let ebikes = 0;
  for (const vehicle of docs.vehicle_status.data.vehicles) {
    if (vehicle.is_reserved || vehicle.is_disabled || vehicle.vehicle_type_id === undefined) continue;
    const kind = kindOf.get(vehicle.vehicle_type_id);
    const point = vehicle.lat !== undefined && vehicle.lon !== undefined ? { lat: vehicle.lat, lon: vehicle.lon } : null;
    if (kind === "scooter") {
      scooters++;
      if (point) points.scooters.push(point);
    } else if (kind === "ebike") {
      ebikes++;
      if (point) points.ebikes.push(point);
    }
  }
  const scooterType = types.find(isScooter);
  const plan = scooterType?.default_pricing_plan_id && docs.system_pricing_plans?.data.plans.find((entry) => entry.plan_id === scooterType.default_pricing_plan_id);
  const info = docs.system_information.data;
  return {
    systemId: info.system_id,
    timezone: info.timezone,
    dataTime,
    scooters,
    ebikes,
    hasEbikes: types.some(isEbike),
    points,
    alerts: (docs.system_alerts?.data.alerts ?? []).map((alert) => ({
      id: alert.alert_id,
      summary: english(alert.summary) ?? "",
      description: english(alert.description),
      url: english(alert.url),
      times: (alert.times ?? []).map((time) => ({ start: Date.parse(time.start), ...(time.end ? { end: Date.parse(time.end) } : {}) })),
    })),
    scooterFare: plan
      ? {
          currency: plan.currency,
          unlockCents: Math.round(plan.price * 100),
          perMinuteCents: plan.per_min_pricing?.[0] ? Math.round((plan.per_min_pricing[0].rate / plan.per_min_pricing[0].interval) * 100) : null,
        }
      : null,
    license: { id: info.license_id, url: info.license_url },
  };
}

/** An alert is in force when one of its periods covers `now`, or when it has none (GBFS: in force until removed). */
export const alertsInForce = (alerts: Alert[], now: number = Date.now()) =>
  alerts.filter((alert) => alert.times.length === 0 || alert.times.some((time) => time.start <= now && (time.end === undefined || now < time.end)));
