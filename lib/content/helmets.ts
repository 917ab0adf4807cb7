import "server-only";
import { z } from "zod";
import { once, readJson } from "./files";
import { summary, text } from "./schemas";

export const helmetsPageSchema = z.strictObject({ summary, heading: text, text, fallback: text, cta: text });

export const getHelmetsPage = once(() => readJson("pages/helmets.json", helmetsPageSchema));
