import "server-only";
import { z } from "zod";
import packageJson from "@/package.json";
import { supportedBrowsers } from "@/lib/accessibility/browsers";
import { once, readJson } from "./files";
import { summary, text } from "./schemas";

const heading = text;

/** content/pages/accessibility.json: the accessibility statement, the same in both markets but for its contacts. */
export const accessibilitySchema = z.strictObject({
  summary,
  eyebrow: text,
  title: text,
  intro: text,
  /** The day someone last checked every sentence below against the site and its tests. */
  reviewed: z.iso.date(),
  /** What a visitor can count on, each item a fact the browser suite checks. */
  works: z.strictObject({ heading, items: z.array(text).min(2) }),
  standard: z.strictObject({ heading, text: text.refine((value) => value.includes("WCAG 2.2") && value.includes("AA"), "must name WCAG 2.2 and level AA") }),
  status: z.strictObject({
    heading,
    /** W3C's words for a conformance claim. */
    verdict: z.enum(["Fully conformant", "Partially conformant", "Non-conformant"]),
    text,
  }),
  /** The test tools in a line: how the claims above are kept true. */
  checks: z.strictObject({ heading, text }),
  browsers: z.strictObject({ heading, intro: text, esr: text.refine((value) => value.includes("Firefox ESR"), "must name Firefox ESR"), outside: text }),
  limitations: z.strictObject({ heading, intro: text, items: z.array(z.strictObject({ title: text, problem: text, alternative: text })).min(1) }),
  feedback: z.strictObject({ heading, intro: text, phone: text, form: text, reply: text.refine((value) => value.includes("24 hours"), "must give the spec's reply time for contact, 24 hours") }),
});

export type AccessibilityPage = z.infer<typeof accessibilitySchema>;

export const getAccessibilityPage = once(() => readJson("pages/accessibility.json", accessibilitySchema));

/** The supported range, read when the page builds. */
export const getSupportedBrowsers = once(() => supportedBrowsers(packageJson.browserslist));
