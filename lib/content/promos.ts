import "server-only";
import { z } from "zod";
import { once, readKeyed } from "./files";
import { CITY_KEYS, PROMO_IDS, type PromoId } from "./keys";
import { href, imageSchema, isoDate, summary, text } from "./schemas";

/** What an ended offer's page says instead of its live pitch: past tense, no code offered as usable. */
const endedSchema = z.strictObject({
  subheading: text,
  /** Also the page's description for search and link previews once the offer has ended. */
  text: summary,
});

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
  /** The last day the offer can be used, in New Zealand time; after it the page says the offer has ended. */
  endsAt: isoDate.optional(),
  /** Required with `endsAt`: the page's words once that day has passed. */
  ended: endedSchema.optional(),
  /** The city the offer belongs to, when it belongs to one. */
  city: z.enum(CITY_KEYS).optional(),
  })
  .refine((promo) => Boolean(promo.endsAt) === Boolean(promo.ended), {
    path: ["ended"],
    message: "an offer with endsAt needs its ended text (subheading, text), and only such an offer has one",
  });

export type Promo = z.infer<typeof promoSchema>;

export const getPromos = once(() => readKeyed("promos", PROMO_IDS, promoSchema));
export const getPromo = (id: PromoId): Promo => getPromos()[id];
