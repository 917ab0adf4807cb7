/**
 * /pricing on the shipped content, which dates no price (the spec gives none): no "Prices from", no claim that
 * nothing has changed since, no validFrom. And a date the content gives must name whose it is.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { pricingSchema } from "@/lib/content/pricing";
import { readText } from "@/lib/content/files";
import PricingPage from "./page";

jest.mock("server-only", () => ({}));

describe("/pricing with the shipped content", () => {
  it("states no date the content does not give", async () => {
    const html = renderToStaticMarkup(await PricingPage({ params: Promise.resolve({ market: "nz" as const }) }));
    expect(html).not.toMatch(/Prices from/);
    expect(html).not.toMatch(/changed since/);
    expect(html).not.toContain("validFrom");
    expect(html).toContain("No change to these prices is listed yet.");
  });

  it("takes a base date only with its source", () => {
    const shipped = JSON.parse(readText("pages/pricing.json"));
    expect(pricingSchema.safeParse({ ...shipped, pricesFrom: { day: "2025-01-01" } }).success).toBe(false);
    expect(pricingSchema.safeParse({ ...shipped, pricesFrom: "2025-01-01" }).success).toBe(false);
    expect(pricingSchema.safeParse({ ...shipped, pricesFrom: { day: "2025-01-01", source: "The operator's price list of 1 January 2025." } }).success).toBe(true);
  });
});
