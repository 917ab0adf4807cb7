import "server-only";
import { z } from "zod";
import { once, readJson } from "./files";
import { summary, text } from "./schemas";

export const careersPageSchema = z.strictObject({
  summary,
  eyebrow: text,
  intro: text,
  openingsIntro: text,
  emptyFollowUp: text,
  /** Shown when the openings could not be loaded while the page was built; a later refresh fills them in. */
  unavailableNote: text,
});

export type CareersPage = z.infer<typeof careersPageSchema>;

export const getCareersPage = once(() => readJson("pages/careers.json", careersPageSchema));
