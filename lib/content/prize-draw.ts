import "server-only";
import { z } from "zod";
import { once, readJson, readText } from "./files";
import { isoDate, summary, text } from "./schemas";
import { splitSections } from "./sections";

/** A published winner, as clause 10.2 of the terms promises: first name and city, nothing more. */
const winnerSchema = z.strictObject({
  /** "Grand prize" or "Week 3", as the results list names the draw. */
  prize: text,
  firstName: text,
  city: text,
});

export const prizeDrawSchema = z
  .strictObject({
    title: text,
    summary,
    subheading: text,
    intro: text,
    highlights: z.array(text).min(1),
    /** First and last days of the promotion, New Zealand time. */
    startsAt: isoDate,
    endsAt: isoDate,
    /** The page's words once the promotion has closed: past tense, no call to ride for an entry. */
    ended: z.strictObject({ subheading: text, intro: text }),
    /** Filled in by the operator once published; the page lists them, and shows no results section until then. */
    results: z.strictObject({ winners: z.array(winnerSchema) }),
  })
  .refine((draw) => draw.startsAt <= draw.endsAt, { path: ["endsAt"], message: "must not be before startsAt" });

export type PrizeDraw = z.infer<typeof prizeDrawSchema>;
export type Winner = z.infer<typeof winnerSchema>;

function loadPrizeDraw() {
  const page = readJson("pages/10k.json", prizeDrawSchema);
  const terms = splitSections("content/pages/10k.md", readText("pages/10k.md"));
  return { ...page, terms };
}

export const getPrizeDraw = once(loadPrizeDraw);
