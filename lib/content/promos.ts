import "server-only";
import { z } from "zod";
import { once, readKeyed } from "./files";
import { CITY_KEYS, PROMO_IDS, entryOf, type PromoId } from "./keys";
import { href, imageSchema, isoDate, keyIn, summary, text } from "./schemas";
import { longDate } from "@/lib/dates";

/** What an ended offer's notice says above the offer as it ran: past tense, no code offered as usable. */
const endedSchema = z.strictObject({
  /** Also the page's description for search and link previews once the offer has ended. */
  text: summary,
  /**
   * Markdown, in the past tense: what the offer was, shown in place of `description` once it has ended. It never
   * tells anyone to add or enter the code (lib/promo-record.ts holds the rule its test applies).
   */
  description: text,
});

/**
 * A claim that holds for a stretch of time and then stops (a licence's term): its words while it holds and once
 * it has stopped, both naming the day it ends, so the page can turn it over to the past tense on that day.
 */
export const datedClaimSchema = z
  .strictObject({
    /** The last day the claim holds, New Zealand time. */
    until: isoDate,
    current: text,
    past: text,
  })
  .refine((claim) => claim.current.includes(longDate(claim.until)) && claim.past.includes(longDate(claim.until)), {
    message: "both wordings must name the day the claim ends, as \"3 November 2026\"",
  });

export type DatedClaim = z.infer<typeof datedClaimSchema>;

export const promoSchema = z
  .strictObject({
  title: text,
  summary,
  image: imageSchema,
  subheading: text,
  text,
  /** Markdown. */
  description: text,
  terms: z.array(text).min(1),
  /** Shows the app store badges under the offer. */
  download: z.boolean().optional(),
  button: z.strictObject({ url: href, label: text }).optional(),
  /** The first day of the offer (a launch offer's period), New Zealand time; before it the page says when it starts. */
  startsAt: isoDate.optional(),
  /** The last day the offer can be used, in New Zealand time; after it the page says the offer has ended. */
  endsAt: isoDate.optional(),
  /** Required with `endsAt`: the page's words once that day has passed. */
  ended: endedSchema.optional(),
  /** The city the offer belongs to, when it belongs to one. */
  city: keyIn(CITY_KEYS, "cities").optional(),
  /** Facts beside the offer that hold only until a day (a licence's term), shown after the text in either phase. */
  claims: z.array(datedClaimSchema).optional(),
  })
  .refine((promo) => Boolean(promo.endsAt) === Boolean(promo.ended), {
    path: ["ended"],
    message: "an offer with endsAt needs its ended text, and only such an offer has one",
  })
  .refine((promo) => !promo.startsAt || (promo.endsAt !== undefined && promo.startsAt <= promo.endsAt), {
    path: ["startsAt"],
    message: "needs endsAt, on or after it",
  });

export type Promo = z.infer<typeof promoSchema>;

export const getPromos = once(() => readKeyed("promos", PROMO_IDS, promoSchema));
export const getPromo = (id: PromoId): Promo => entryOf(getPromos(), id, "content/promos");
