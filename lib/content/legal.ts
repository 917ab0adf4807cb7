import "server-only";
import { z } from "zod";
import { parseLegal } from "@/lib/legal";
import { once, readJson, readText } from "./files";
import { summary, text } from "./schemas";

const legalPage = z.strictObject({ summary, heading: text, intro: text });
export const legalPagesSchema = z.strictObject({ terms: legalPage, privacy: legalPage });

export type LegalPage = z.infer<typeof legalPage>;

export const getLegalPages = once(() => readJson("pages/legal.json", legalPagesSchema));
export const getTerms = once(() => parseLegal("content/legal/terms.md", readText("legal/terms.md")));
export const getPrivacy = once(() => parseLegal("content/legal/privacy.md", readText("legal/privacy.md")));
