import type { Snapshot } from "./snapshot";

const count = (n: number, one: string, many: string) => `${n.toLocaleString("en-NZ")} ${n === 1 ? one : many}`;

/** "12 scooters", and "and 3 e-bikes" only where the system has e-bikes at all. */
export function readyWords(snapshot: Pick<Snapshot, "scooters" | "ebikes" | "hasEbikes">): { scooters: string; ebikes: string | null } {
  return { scooters: count(snapshot.scooters, "scooter", "scooters"), ebikes: snapshot.hasEbikes ? count(snapshot.ebikes, "e-bike", "e-bikes") : null };
}

/** One sentence of the counts, for a map's label and a city list: "38 scooters and 9 e-bikes ready now". */
export function readySentence(snapshot: Pick<Snapshot, "scooters" | "ebikes" | "hasEbikes">): string {
  const words = readyWords(snapshot);
  return `${words.ebikes ? `${words.scooters} and ${words.ebikes}` : words.scooters} ready now`;
}

/** The data's time as a clock in the system's own time zone ("10:42"), as the feed's riders read it. */
export const clockTime = (epochMs: number, timeZone: string) =>
  new Intl.DateTimeFormat("en-NZ", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }).format(epochMs);
