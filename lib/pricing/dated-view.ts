/**
 * /pricing's dates in words for one day: since when the figures in force apply, the changes announced and not
 * yet in force, and the changes before today, each "From 1 March 2027" with its figures a line.
 */
import { announcedChanges, changeLines, dayWords, pastChanges, pricesOn, type DatedPrices, type PriceChange } from "./dated";

export type DatedView = { since: string | null; announced: { from: string; lines: string[] }[]; past: { from: string; lines: string[] }[] };

/** "Prices from 4 November 2024.", or null: no date is said that the content does not give. */
const sinceWords = (since: string | null) => (since === null ? null : `Prices from ${dayWords(since)}.`);

export function datedView<K extends string>(dated: DatedPrices<K>, day: string, names: Readonly<Record<NoInfer<K>, string>>): DatedView {
  const words = (tense: "was" | "now") => (change: PriceChange<K>) => ({ from: `From ${dayWords(change.from)}`, lines: changeLines(dated, change, names, undefined, tense) });
  return {
    since: sinceWords(pricesOn(dated, day).since),
    announced: announcedChanges(dated, day).map(words("now")),
    // Most recent first: the list reads back in time from today's prices.
    past: pastChanges(dated, day).reverse().map(words("was")),
  };
}
