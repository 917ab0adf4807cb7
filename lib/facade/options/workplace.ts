/** The workplace session form's choices, as offered and as the contract enforces them. */
export const WORKPLACE_CITIES = ["Auckland", "Dunedin", "Palmerston North", "Porirua", "Waimakariri", "Wellington"] as const;
export const WORKPLACE_TYPES = ["Both", "Bikes", "Scooters"] as const;
export const WORKPLACE_PARTICIPANTS = ["1-5", "6-10", "11-15", "16-20", "21-25", "26-30", "30+"] as const;
export const WORKPLACE_TIMES = ["Morning", "Midday", "Afternoon"] as const;

export type WorkplaceCity = (typeof WORKPLACE_CITIES)[number];
export type WorkplaceType = (typeof WORKPLACE_TYPES)[number];

/** Bikes are only in Wellington's fleet, so elsewhere a session can only be on scooters. */
export const BIKE_CITY: WorkplaceCity = "Wellington";

export function workplaceTypesFor(city: string): readonly WorkplaceType[] {
  return city === BIKE_CITY ? WORKPLACE_TYPES : ["Scooters"];
}

/** The vehicle type kept when the city is `city`: the one chosen if that city offers it, otherwise Scooters. */
export function workplaceTypeIn(city: string, chosen: string): WorkplaceType {
  return workplaceTypesFor(city).find((type) => type === chosen) ?? "Scooters";
}
