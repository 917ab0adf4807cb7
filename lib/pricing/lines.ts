import { formatCents } from "@/lib/discounts";
import type { CityPrices } from "./table";

/** The standard fare as a city page's pricing box shows it: "$1 to unlock", "45c per minute". */
export function standardLines(unlockCents: number, city: CityPrices): [string, string] {
  return [`${formatCents(unlockCents)} to unlock`, `${formatCents(city.perMinuteCents)} per minute`];
}
