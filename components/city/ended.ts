import { format, parseISO } from "date-fns";

/** "31 October 2021", as New Zealand writes dates. */
export const longDate = (isoDate: string) => format(parseISO(isoDate), "d MMMM yyyy");
