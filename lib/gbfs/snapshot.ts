import type { Documents } from "./feeds";
import { FEED_LIMITS } from "./limits";

export type Point = { lat: number; lon: number };
export type Alert = { id: string; summary: string; description?: string; url?: string; times: { start: number; end?: number }[] };
export type Fare = { currency: string; unlockCents: number; perMinuteCents: number | null };
export type VehicleKind = "scooter" | "ebike" | "other";
/** One priced segment of a plan: `rateCents` charged at `start` and every `interval` after (0: once), until `end`. */
export type Segment = { start: number; end?: number; rateCents: number; interval: number };
/** A pricing plan as the price check reads it; `segmentsLeftOut` counts per-minute segments past the kept ones. */
export type PlanPrices = { planId: string; currency: string; unlockCents: number; perMinute: Segment[]; perKm: Segment[]; segmentsLeftOut: number };
/** Every vehicle type's default plan, for the price check (lib/gbfs/price-check.ts); `plan` null when the feed lacks it. */
export type TypeFare = { vehicleTypeId: string; formFactor: string; kind: VehicleKind; planId: string | null; plan: PlanPrices | null };

/** What a city page shows from its system's feeds, free of vehicle ids: counts, where the ready vehicles are, alerts. */
export type Snapshot = {
  systemId: string;
  timezone: string;
  /** vehicle_status.last_updated, epoch ms: the time of the counts. */
  dataTime: number;
  scooters: number;
  ebikes: number;
  /** Whether the system has any e-bike type at all (the count is shown only then). */
  hasEbikes: boolean;
  /** Ready vehicles' positions (a docked one's is its station's), to five decimals (about a metre). */
  points: { scooters: Point[]; ebikes: Point[] };
  /** At most FEED_LIMITS.snapshotAlerts alerts not ended when read (those in force first), their texts cut to bounds. */
  alerts: Alert[];
  /** The scooter type's default plan, or null when the feed has no such plan (kept for the fixture's own check). */
  scooterFare: Fare | null;
  /** Every vehicle type's default plan (added with the full price check). */
  fares?: TypeFare[];
  license: { id?: string; url?: string };
};

const english = (texts: { text: string; language: string }[] | undefined) =>
  texts && (texts.find((entry) => entry.language.toLowerCase().startsWith("en")) ?? texts[0])?.text;
const cut = (text: string | undefined, length: number) => (text === undefined ? undefined : text.length > length ? `${text.slice(0, length - 1)}…` : text);

const isScooter = (type: { form_factor: string }) => type.form_factor === "scooter_standing" || type.form_factor === "scooter_seated";
const isEbike = (type: { form_factor: string; propulsion_type: string }) => type.form_factor === "bicycle" && type.propulsion_type === "electric_assist";
const kindOf = (type: { form_factor: string; propulsion_type: string }): VehicleKind => (isScooter(type) ? "scooter" : isEbike(type) ? "ebike" : "other");
const round = (degrees: number) => Math.round(degrees * 1e5) / 1e5;
/** Kept per plan: a real plan has a few segments; past this the check says what it left out. */
const MAX_SEGMENTS = 10;

type Parts = Pick<Documents, "system_information" | "vehicle_types" | "vehicle_status"> &
  Partial<Pick<Documents, "system_pricing_plans" | "system_alerts" | "station_information" | "station_status">>;
type PlanDoc = Documents["system_pricing_plans"]["data"]["plans"][number];

const segments = (list: PlanDoc["per_min_pricing"]): Segment[] =>
  [...(list ?? [])]
    .sort((a, b) => a.start - b.start)
    .slice(0, MAX_SEGMENTS)
    .map((segment) => ({ start: segment.start, ...(segment.end !== undefined ? { end: segment.end } : {}), rateCents: Math.round(segment.rate * 100), interval: segment.interval }));

const planPrices = (plan: PlanDoc): PlanPrices => ({
  planId: plan.plan_id,
  currency: plan.currency,
  unlockCents: Math.round(plan.price * 100),
  perMinute: segments(plan.per_min_pricing),
  perKm: segments(plan.per_km_pricing),
  segmentsLeftOut: Math.max(0, (plan.per_min_pricing?.length ?? 0) - MAX_SEGMENTS),
});

/** Cents a minute of the segment that starts at minute 0 and recurs (interval 0 charges once: no rate a minute). */
function perMinuteOf(plan: PlanDoc): number | null {
  const first = plan.per_min_pricing?.find((segment) => segment.start === 0 && segment.interval > 0);
  return first ? Math.round((first.rate / first.interval) * 100) : null;
}

/** Alerts not ended at `now`, those in force first, then by start; bounded in number and text. */
function keptAlerts(alerts: Documents["system_alerts"]["data"]["alerts"], now: number): Alert[] {
  const all = alerts.map((alert) => ({
    id: cut(alert.alert_id, 100)!,
    summary: cut(english(alert.summary), FEED_LIMITS.summaryLength) ?? "",
    description: cut(english(alert.description), FEED_LIMITS.descriptionLength),
    url: cut(english(alert.url), FEED_LIMITS.urlLength),
    times: (alert.times ?? []).slice(0, 5).map((time) => ({ start: Date.parse(time.start), ...(time.end ? { end: Date.parse(time.end) } : {}) })),
  }));
  const inForce = (alert: Alert) => alert.times.length === 0 || alert.times.some((time) => time.start <= now && (time.end === undefined || now < time.end));
  const ended = (alert: Alert) => alert.times.length > 0 && alert.times.every((time) => time.end !== undefined && time.end <= now);
  const firstStart = (alert: Alert) => Math.min(...alert.times.map((time) => time.start), Number.POSITIVE_INFINITY);
  return all
    .filter((alert) => !ended(alert))
    .sort((a, b) => Number(inForce(b)) - Number(inForce(a)) || firstStart(a) - firstStart(b))
    .slice(0, FEED_LIMITS.snapshotAlerts);
}

/**
 * From the judged documents to what the page shows. A vehicle is ready when neither reserved nor disabled, nor
 * docked at a station that is not installed or not renting; it is drawn where it is, or at its station. `now`
 * (epoch ms) decides which alerts have ended.
 */
export function snapshotOf(docs: Parts, dataTime: number, now: number = dataTime): Snapshot {
  const types = docs.vehicle_types.data.vehicle_types;
  const kinds = new Map(types.map((type) => [type.vehicle_type_id, kindOf(type)]));
  const stationPlace = new Map((docs.station_information?.data.stations ?? []).map((station) => [station.station_id, { lat: station.lat, lon: station.lon }]));
  const closed = new Set((docs.station_status?.data.stations ?? []).filter((station) => !station.is_installed || !station.is_renting).map((station) => station.station_id));
  const points = { scooters: [] as Point[], ebikes: [] as Point[] };
  let scooters = 0;
  let ebikes = 0;
  for (const vehicle of docs.vehicle_status.data.vehicles) {
    if (vehicle.is_reserved || vehicle.is_disabled || vehicle.vehicle_type_id === undefined) continue;
    if (vehicle.station_id !== undefined && closed.has(vehicle.station_id)) continue;
    const kind = kinds.get(vehicle.vehicle_type_id);
    const place = vehicle.lat !== undefined && vehicle.lon !== undefined ? { lat: vehicle.lat, lon: vehicle.lon } : vehicle.station_id !== undefined ? stationPlace.get(vehicle.station_id) : undefined;
    const point = place && { lat: round(place.lat), lon: round(place.lon) };
    if (kind === "scooter") {
      scooters++;
      if (point) points.scooters.push(point);
    } else if (kind === "ebike") {
      ebikes++;
      if (point) points.ebikes.push(point);
    }
  }
  const plans = new Map((docs.system_pricing_plans?.data.plans ?? []).map((plan) => [plan.plan_id, plan]));
  const scooterType = types.find(isScooter);
  const scooterPlan = scooterType?.default_pricing_plan_id ? plans.get(scooterType.default_pricing_plan_id) : undefined;
  const info = docs.system_information.data;
  return {
    systemId: info.system_id,
    timezone: info.timezone,
    dataTime,
    scooters,
    ebikes,
    hasEbikes: types.some(isEbike),
    points,
    alerts: keptAlerts(docs.system_alerts?.data.alerts ?? [], now),
    scooterFare: scooterPlan ? { currency: scooterPlan.currency, unlockCents: Math.round(scooterPlan.price * 100), perMinuteCents: perMinuteOf(scooterPlan) } : null,
    fares: types.map((type) => {
      const plan = type.default_pricing_plan_id ? plans.get(type.default_pricing_plan_id) : undefined;
      return { vehicleTypeId: type.vehicle_type_id, formFactor: type.form_factor, kind: kindOf(type), planId: type.default_pricing_plan_id ?? null, plan: plan ? planPrices(plan) : null };
    }),
    license: { id: info.license_id, url: info.license_url },
  };
}

/** An alert is in force when one of its periods covers `now`, or when it has none (GBFS: in force until removed). */
export const alertsInForce = (alerts: Alert[], now: number = Date.now()) =>
  alerts.filter((alert) => alert.times.length === 0 || alert.times.some((time) => time.start <= now && (time.end === undefined || now < time.end)));
