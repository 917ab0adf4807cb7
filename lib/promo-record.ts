import type { Promo } from "@/lib/content/promos";
import { offerPhase } from "@/lib/offer-status";

/**
 * An ended offer is a record, not an offer: the rule that its page never tells anyone to add or enter its code, and
 * the offers still running that it points to instead.
 */

/** A promo code as the content writes them: capitals and digits together, at least one of each (PALMY20, SAFE5). */
const CODE = /\b(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{4,}\b/g;

/** The codes a promo's words name. */
export function codesOf(promo: Pick<Promo, "text" | "description" | "terms" | "summary"> & { ended?: { text: string; description: string } }): string[] {
  const words = [promo.text, promo.description, promo.summary, ...promo.terms, promo.ended?.text ?? "", promo.ended?.description ?? ""].join("\n");
  return [...new Set(words.match(CODE) ?? [])];
}

/** Verbs that ask someone to do something with a code, in any tense a page might use to ask. */
const ASKING = /\b(add|adding|enter|entering|use|using|apply|applying|type|typing|redeem|redeeming|claim|claiming|pop|paste|input)\b/i;

/**
 * Each place `text` tells someone to add, enter (or use, apply…) one of `codes`: a verb of asking within the six
 * words before the code, in the same sentence. "Code PALMY20 gave 20 free minutes" is a record; "add PALMY20 on the
 * Payment screen" and "enter code MOUNT10" are instructions.
 */
export function codeInstructions(text: string, codes: readonly string[]): string[] {
  const found: string[] = [];
  for (const code of codes) {
    let at = text.indexOf(code);
    while (at !== -1) {
      const sentenceStart = Math.max(text.lastIndexOf(".", at), text.lastIndexOf("\n", at), text.lastIndexOf("!", at), text.lastIndexOf("?", at)) + 1;
      const before = text.slice(sentenceStart, at).split(/\s+/).filter(Boolean).slice(-6).join(" ");
      if (ASKING.test(before)) found.push(`${before} ${code}`.trim());
      at = text.indexOf(code, at + code.length);
    }
  }
  return found;
}

export type OfferLink = { id: string; title: string };

/**
 * Offers a visitor can still use, to point to from an ended one: running or without an end, in the same city (or,
 * for an offer that belonged to no city, those that belong to none), never the ended offer itself; at most `limit`.
 */
export function currentOffers(promos: Readonly<Record<string, Promo>>, endedId: string, now: Date, limit = 3): OfferLink[] {
  const city = promos[endedId]?.city;
  return Object.entries(promos)
    .filter(([id, promo]) => id !== endedId && promo.city === city)
    .filter(([, promo]) => !promo.endsAt || offerPhase(now, promo.endsAt, promo.startsAt) === "active")
    .slice(0, limit)
    .map(([id, promo]) => ({ id, title: promo.title }));
}
