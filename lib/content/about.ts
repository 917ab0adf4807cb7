import "server-only";
import { z } from "zod";
import { once, readJson } from "./files";
import { imagePath, imageSchema, summary, text } from "./schemas";

export const aboutSchema = z.strictObject({
  summary,
  eyebrow: text,
  hero: text,
  heroImage: imageSchema,
  storyEyebrow: text,
  storyHeading: text,
  story: z.array(text).min(1),
  zeroCarbon: z.strictObject({ eyebrow: text, heading: text, text, image: imageSchema }),
  valuesHeading: text,
  values: z.array(z.strictObject({ title: text, text, image: imagePath })).length(3),
  connect: z.strictObject({ heading: text, text }),
});

export type About = z.infer<typeof aboutSchema>;

export const getAbout = once(() => readJson("pages/about.json", aboutSchema));
