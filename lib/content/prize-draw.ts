import "server-only";
import { z } from "zod";
import { once, readJson, readText } from "./files";
import { isoDate, summary, text } from "./schemas";
import { splitSections } from "./sections";

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
  })
  .refine((draw) => draw.startsAt <= draw.endsAt, { path: ["endsAt"], message: "must not be before startsAt" });

export type PrizeDraw = z.infer<typeof prizeDrawSchema>;

function loadPrizeDraw() {
  const page = readJson("pages/10k.json", prizeDrawSchema);
  const terms = splitSections("content/pages/10k.md", readText("pages/10k.md"));
  return { ...page, terms };
}

export const getPrizeDraw = once(loadPrizeDraw);
