import "server-only";
import { z } from "zod";
import { once, readJson } from "./files";
import { getCities } from "./index";
import { CITY_KEYS } from "./keys";
import { ContentError, problemLine } from "./parse";
import { imagePath, keyIn, summary, text } from "./schemas";

export const citiesPageSchema = z.strictObject({
  summary,
  title: text,
  text,
  /** The city tiles in the spec's order: every city file with `listed: true`, each once. */
  tiles: z.array(keyIn(CITY_KEYS, "cities")).min(1),
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

/** The tiles must be exactly the listed cities: a city added as listed but given no place would silently not show. */
function loadCitiesPage() {
  const page = readJson("pages/cities.json", citiesPageSchema);
  const cities = getCities();
  const listed = CITY_KEYS.filter((key) => cities[key]?.listed);
  const problems = [
    ...page.tiles.filter((key) => !listed.includes(key)).map((key) => `expected only cities with "listed": true, got "${key}"`),
    ...listed.filter((key) => !page.tiles.includes(key)).map((key) => `expected "${key}" (content/cities/${key}.json is listed), but it has no place`),
    ...page.tiles.filter((key, index) => page.tiles.indexOf(key) !== index).map((key) => `expected each city once, got "${key}" twice`),
  ];
  if (problems.length) throw new ContentError(problems.map((problem) => problemLine("content/pages/cities.json", "tiles", problem)));
  return page;
}

export const getCitiesPage = once(loadCitiesPage);
export const getSafetyPage = once(() => readJson("pages/safety.json", safetyPageSchema));
