import { format, parseISO } from "date-fns";

/** A calendar day from content ("2024-11-04") as New Zealand English writes it: "4 November 2024". */
export function longDate(isoDay: string): string {
  return format(parseISO(isoDay), "d MMMM yyyy");
}
