import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { getFrom, pngSize } from "./http";
import type { MARKET_HOSTS } from "./hosts";

/** The fields each structured-data type needs for search engines to use it (dotted paths; arrays: every item). */
export const REQUIRED_FIELDS: Record<string, string[]> = {
  Organization: ["name", "url", "logo", "contactPoint.telephone", "contactPoint.email", "contactPoint.contactType", "sameAs"],
  MobileApplication: ["name", "operatingSystem", "applicationCategory", "offers.price", "offers.priceCurrency", "downloadUrl"],
  NewsArticle: ["headline", "datePublished", "image", "author.name", "publisher.name", "publisher.logo.url"],
  JobPosting: ["title", "description", "datePosted", "hiringOrganization.name", "jobLocation.address.addressLocality", "jobLocation.address.addressCountry"],
  Service: ["name", "provider.name", "areaServed.polygon"],
  BreadcrumbList: ["itemListElement.position", "itemListElement.name", "itemListElement.item"],
  OfferCatalog: ["name", "itemListElement.name", "itemListElement.itemListElement.name", "itemListElement.itemListElement.priceCurrency"],
};

function valuesAt(value: unknown, path: string[]): unknown[] {
  if (path.length === 0) return [value];
  if (Array.isArray(value)) return value.flatMap((item) => valuesAt(item, path));
  if (value === null || typeof value !== "object") return [undefined];
  const [head, ...rest] = path;
  return valuesAt((value as Record<string, unknown>)[head!], rest);
}

const present = (value: unknown) => value !== undefined && value !== null && value !== "" && !(Array.isArray(value) && value.length === 0);

/** Missing required fields of one JSON-LD block, as "Type.field" strings. */
export function missingFields(block: Record<string, unknown>): string[] {
  const type = String(block["@type"]);
  const required = REQUIRED_FIELDS[type];
  if (!required) return [`${type}: no required-field list for this type`];
  const missing = required.filter((field) => !valuesAt(block, field.split(".")).every(present)).map((field) => `${type}.${field}`);
  return block["@context"] === "https://schema.org" ? missing : [...missing, `${type}.@context`];
}

/** Parses every JSON-LD block on the page, checks each one's required fields and returns the blocks by type. */
export async function expectStructuredData(page: Page, expectedTypes: string[]): Promise<Record<string, Record<string, unknown>[]>> {
  const raw = await page.locator('script[type="application/ld+json"]').allTextContents();
  const blocks = raw.map((text) => JSON.parse(text) as Record<string, unknown>);
  expect(blocks.flatMap(missingFields), `structured data on ${page.url()}`).toEqual([]);
  const byType: Record<string, Record<string, unknown>[]> = {};
  for (const block of blocks) (byType[String(block["@type"])] ??= []).push(block);
  expect(Object.keys(byType).sort()).toEqual([...expectedTypes].sort());
  return byType;
}

/**
 * Fetches an absolute image URL through the market's host and expects a 1200 × 630 PNG, sent whole with its
 * length and kept for good (its URL never changes what it shows).
 */
export async function expectShareImage(market: keyof typeof MARKET_HOSTS, url: string, siteUrl: string) {
  expect(url.startsWith(`${siteUrl}/`), `${url} is on ${siteUrl}`).toBe(true);
  const response = await getFrom(market, new URL(url).pathname);
  expect(response.status, url).toBe(200);
  expect(response.headers["content-type"], url).toBe("image/png");
  expect(pngSize(response.body), url).toEqual({ width: 1200, height: 630 });
  expect(response.headers["transfer-encoding"], url).toBeUndefined();
  expect(response.headers["content-length"], url).toBe(String(response.body.length));
  expect(response.headers["cache-control"], url).toBe("public, max-age=31536000, immutable");
}

/** The content of a <meta> tag in server HTML (property= or name=), entities decoded. */
export function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`).exec(html);
  return match?.[1]?.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">");
}
