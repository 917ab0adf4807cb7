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
});

export type CareersPage = z.infer<typeof careersPageSchema>;

export const getCareersPage = once(() => readJson("pages/careers.json", careersPageSchema));
