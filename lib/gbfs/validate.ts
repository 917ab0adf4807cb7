import Ajv, { type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import type { FeedName } from "./feeds";
// MobilityData's official GBFS 3.0 JSON Schemas (gbfs-json-schema, v3.0; Apache-2.0, ./schemas/LICENSE), copied from
// ../shared/gbfs/v3.0 because the build needs them at run time and ../shared is not deployed.
import gbfs from "./schemas/gbfs.json";
import systemAlerts from "./schemas/system_alerts.json";
import systemInformation from "./schemas/system_information.json";
import stationInformation from "./schemas/station_information.json";
import stationStatus from "./schemas/station_status.json";
import systemPricingPlans from "./schemas/system_pricing_plans.json";
import vehicleStatus from "./schemas/vehicle_status.json";
import vehicleTypes from "./schemas/vehicle_types.json";

const SCHEMAS: Record<FeedName, object> = {
  gbfs,
  system_information: systemInformation,
  vehicle_types: vehicleTypes,
  vehicle_status: vehicleStatus,
  system_pricing_plans: systemPricingPlans,
  system_alerts: systemAlerts,
  station_information: stationInformation,
  station_status: stationStatus,
};

let ajv: Ajv | undefined;
const compiled = new Map<FeedName, ValidateFunction>();

/** Compiled on first use: strict off, as MobilityData's own validator runs them (the schemas use keywords ajv's strict mode refuses). */
function validator(feed: FeedName): ValidateFunction {
  let validate = compiled.get(feed);
  if (!validate) {
    ajv ??= addFormats(new Ajv({ strict: false, allErrors: false, validateSchema: false }));
    validate = ajv.compile(SCHEMAS[feed]);
    compiled.set(feed, validate);
  }
  return validate;
}

/** Null when `doc` is a valid GBFS 3.0 `feed` document; otherwise the first error, for the log. */
export function schemaError(feed: FeedName, doc: unknown): string | null {
  const validate = validator(feed);
  if (validate(doc)) return null;
  const first = validate.errors?.[0];
  return first ? `${first.instancePath || "/"} ${first.message ?? "is invalid"}` : "is invalid";
}
