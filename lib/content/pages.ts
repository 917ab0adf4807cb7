import "server-only";
import { z } from "zod";
import { once, readJson } from "./files";
import { imagePath, summary, text } from "./schemas";

export const citiesPageSchema = z.strictObject({
  summary,
  title: text,
  text,
  suggest: z.strictObject({ title: text, text }),
  /** The "Open data" section: what the GBFS feeds are; their URLs and licence come from the feeds. */
  /** `sampleNote`: said above the feeds' list where this copy of the site shows the fixture's sample figures. */
  openData: z.strictObject({ heading: text, text, sampleNote: text }),
});

const linkBox = z.strictObject({ title: text, text });

export const safetyPageSchema = z.strictObject({
  summary,
  hero: z.strictObject({ title: text, text }),
  videos: z
    .array(
      z.strictObject({
        title: text,
        description: text,
        poster: imagePath,
        youtubeId: z.string().regex(/^[A-Za-z0-9_-]{11}$/, "must be an 11-character YouTube video id"),
      }),
    )
    .length(3),
  blurb: z.array(text).min(1),
  helmets: linkBox,
  citySafety: linkBox,
});

export type SafetyPage = z.infer<typeof safetyPageSchema>;
export type SafetyVideo = SafetyPage["videos"][number];

export const getCitiesPage = once(() => readJson("pages/cities.json", citiesPageSchema));
export const getSafetyPage = once(() => readJson("pages/safety.json", safetyPageSchema));
