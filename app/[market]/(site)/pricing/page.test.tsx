/**
 * /pricing as the server renders it at fixed instants, on a copy of the content holding a dated change (fixture
 * data, not the shipped prices): Wellington from 60c to 65c on 1 July 2025, and an announced change to 70c on
 * 15 December 2026, announced on 20 November 2026.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";

jest.mock("server-only", () => ({}));

const fixture = fs.mkdtempSync(path.join(os.tmpdir(), "pricing-content-"));
fs.cpSync(path.join(process.cwd(), "content"), fixture, { recursive: true });
const file = path.join(fixture, "pages/pricing.json");
const prices = JSON.parse(fs.readFileSync(file, "utf8"));
prices.cities.wellington.perMinuteCents = 60;
prices.changes = [
  { from: "2025-07-01", cities: { wellington: { perMinuteCents: 65 } } },
  { from: "2026-12-15", announced: "2026-11-20", cities: { wellington: { perMinuteCents: 70 } } },
];
fs.writeFileSync(file, JSON.stringify(prices));
process.env.CONTENT_DIR = fixture;

// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after CONTENT_DIR points at the fixture
const { default: PricingPage } = require("./page") as typeof import("./page");

async function servedAt(instant: string) {
  jest.setSystemTime(new Date(instant));
  const html = renderToStaticMarkup(await PricingPage({ params: Promise.resolve({ market: "nz" as const }) }));
  return html.replace(/<!-- -->/g, "").replace(/&#x27;/g, "'").replace(/&amp;/g, "&").replace(/&quot;/g, '"');
}

const wellingtonCard = (html: string) => html.slice(html.indexOf('id="wellington"'), html.indexOf("</article>", html.indexOf('id="wellington"')));

beforeAll(() => jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "queueMicrotask"] }));
afterAll(() => {
  jest.useRealTimers();
  fs.rmSync(fixture, { recursive: true, force: true });
});

describe("/pricing with dated prices, rendered at fixed instants", () => {
  it("the day before the announcement: today's prices since their day, the earlier change listed, nothing announced", async () => {
    const html = await servedAt("2026-11-19T09:00:00Z");
    expect(html).toContain("Prices from 1 July 2025.");
    expect(wellingtonCard(html)).toContain(">65c</span> a minute");
    expect(html).toContain("From 1 July 2025:</strong> Wellington: 65c a minute (was 60c).");
    expect(html).not.toContain("70c");
    expect(html).toMatch(/"Pay as you go in Wellington"[^\]]*\][^}]*"validFrom":"2025-07-01"/);
  });

  it("from the announcement day: the change shown under the prices, the old price still charged", async () => {
    // 11:30 UTC on 19 November is 00:30 on 20 November in Auckland.
    const html = await servedAt("2026-11-19T11:30:00Z");
    expect(html).toContain("From 15 December 2026:</strong> Wellington: 70c a minute (now 65c).");
    expect(wellingtonCard(html)).toContain(">65c</span> a minute");
    expect(html).toContain("Prices from 1 July 2025.");
  });

  it("on the change's day, from New Zealand midnight, and after: the new price, its date, the change listed among past changes", async () => {
    const eve = await servedAt("2026-12-14T10:59:00Z");
    expect(wellingtonCard(eve)).toContain(">65c</span> a minute");
    for (const instant of ["2026-12-14T11:00:00Z", "2027-03-01T00:00:00Z"]) {
      const html = await servedAt(instant);
      expect(wellingtonCard(html)).toContain(">70c</span> a minute");
      expect(html).toContain("Prices from 15 December 2026.");
      expect(html).toContain('<span class="big">45c to 70c</span> a minute');
      // Each city's offers are valid from the day its own figures took effect.
      expect(html).toMatch(/"Pay as you go in Wellington"[^\]]*\][^}]*"validFrom":"2026-12-15"/);
      // Auckland's figures have no dated change, and the content dates no base price: no validFrom at all.
      expect(html).not.toMatch(/"Pay as you go in Auckland"[^\]]*\][^}]*"validFrom"/);
      // Listed once, among the earlier changes, and no longer announced under the prices.
      expect(html.split("From 15 December 2026:").length - 1).toBe(1);
    }
  });
});
