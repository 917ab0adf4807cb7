import "server-only";
import { z } from "zod";
import { parseLegal, withContacts } from "@/lib/legal";
import type { MarketKey } from "@/lib/market";
import { once, readJson, readText } from "./files";
import { getMarket } from "./markets";
import { summary, text } from "./schemas";

const legalPage = z.strictObject({ summary, heading: text, intro: text });
export const legalPagesSchema = z.strictObject({ terms: legalPage, privacy: legalPage });

export type LegalPage = z.infer<typeof legalPage>;

export const getLegalPages = once(() => readJson("pages/legal.json", legalPagesSchema));
const terms = once(() => parseLegal("content/legal/terms.md", readText("legal/terms.md")));
const privacy = once(() => parseLegal("content/legal/privacy.md", readText("legal/privacy.md")));

/** The Terms of Service with the market's own contact addresses. */
export const getTerms = (market: MarketKey) => withContacts("content/legal/terms.md", terms(), getMarket(market).contact);
/** The Privacy Policy with the market's own contact addresses. */
export const getPrivacy = (market: MarketKey) => withContacts("content/legal/privacy.md", privacy(), getMarket(market).contact);
