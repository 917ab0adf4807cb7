/** The GBFS 3.0 files the site reads, in the order a system's gbfs.json usually lists them. */
export const FEEDS = ["gbfs", "system_information", "vehicle_types", "vehicle_status", "system_pricing_plans", "system_alerts"] as const;
/** Read as well where gbfs.json lists both (docked vehicles are drawn at their station); the fixture has none. */
export const STATION_FEEDS = ["station_information", "station_status"] as const;
export type FeedName = (typeof FEEDS)[number] | (typeof STATION_FEEDS)[number];

/** Without these three there is nothing to show; pricing plans and alerts are optional in GBFS and here. */
export const REQUIRED_FEEDS = ["system_information", "vehicle_types", "vehicle_status"] as const satisfies readonly FeedName[];

export const isFeedName = (value: string): value is (typeof FEEDS)[number] => (FEEDS as readonly string[]).includes(value);

type Localized = { text: string; language: string }[];

/** The parts of each document the site reads; the official schema has checked the whole document first. */
export type Documents = {
  gbfs: { data: { feeds: { name: string; url: string }[] } };
  system_information: { data: { system_id: string; timezone: string; license_id?: string; license_url?: string; name: Localized } };
  vehicle_types: {
    data: { vehicle_types: { vehicle_type_id: string; form_factor: string; propulsion_type: string; default_pricing_plan_id?: string }[] };
  };
  station_information: { data: { stations: { station_id: string; lat: number; lon: number }[] } };
  station_status: { data: { stations: { station_id: string; is_installed: boolean; is_renting: boolean }[] } };
  vehicle_status: {
    data: { vehicles: { vehicle_id: string; lat?: number; lon?: number; is_reserved: boolean; is_disabled: boolean; vehicle_type_id?: string; station_id?: string }[] };
  };
  system_pricing_plans: {
    data: {
      plans: {
        plan_id: string;
        currency: string;
        price: number;
        per_min_pricing?: { start: number; rate: number; interval: number; end?: number }[];
        per_km_pricing?: { start: number; rate: number; interval: number; end?: number }[];
      }[];
    };
  };
  system_alerts: {
    data: { alerts: { alert_id: string; type: string; summary: Localized; description?: Localized; url?: Localized; times?: { start: string; end?: string }[] }[] };
  };
};

/** Every document's header (required by every 3.0 schema). */
export type Header = { last_updated: string; ttl: number; version: string };
