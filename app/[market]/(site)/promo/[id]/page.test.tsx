import { renderToStaticMarkup } from "react-dom/server";
import { readArt } from "@/lib/art/read-art";
import { PROMO_IDS } from "@/lib/content/keys";
import { getPromo } from "@/lib/content/promos";
import { longDate } from "@/lib/dates";
import { codeInstructions, codesOf } from "@/lib/promo-record";
import PromoPage, { generateMetadata } from "./page";

jest.mock("server-only", () => ({}));

/** The served HTML of /promo/{id} as the server renders it at an instant (React's server snapshot, no browser). */
async function servedAt(id: string, instant: string) {
  jest.setSystemTime(new Date(instant));
  const params = Promise.resolve({ market: "nz" as const, id });
  const html = renderToStaticMarkup(await PromoPage({ params }));
  const metadata = await generateMetadata({ params });
  return { html, description: String(metadata.description) };
}

const text = (html: string) => html.replace(/<!-- -->/g, "").replace(/&#x27;/g, "'").replace(/&amp;/g, "&");

beforeAll(() => jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "queueMicrotask"] }));
afterAll(() => jest.useRealTimers());

describe("an offer's page, decided where it is rendered", () => {
  const dated = PROMO_IDS.map((id) => ({ id, promo: getPromo(id) })).filter(({ promo }) => promo.endsAt);

  it("covers every offer with an end date", () => {
    expect(dated.length).toBeGreaterThanOrEqual(14);
  });

  for (const { id, promo } of dated) {
    it(`${id}: on through its last day (${promo.endsAt}, NZ time), ended from the next with every field under its notice, with the notice's words in the description`, async () => {
      const endsAt = promo.endsAt!;
      // 11pm on the last day in New Zealand, whatever the season: 10:00 or 11:00 UTC.
      const during = await servedAt(id, `${endsAt}T10:00:00Z`);
      expect(text(during.html)).toContain(`On now · ends ${longDate(endsAt)}`);
      expect(text(during.html)).toContain(promo.text);
      expect(text(during.html)).not.toContain("has ended");
      expect(during.description).toBe(promo.summary);
      if (promo.download) expect(during.html).toContain("on the App Store");

      const after = await servedAt(id, `${endsAt}T13:00:00Z`);
      expect(text(after.html)).toContain(`This offer ended on ${longDate(endsAt)}.`);
      expect(text(after.html).match(/This offer ended on/g)).toHaveLength(1);
      expect(text(after.html)).toContain(promo.ended!.text);
      expect(text(after.html)).not.toContain("On now");
      // Still the page the specification describes, under the notice.
      expect(text(after.html)).toContain("The offer as it ran");
      for (const field of [promo.title, promo.subheading, ...promo.terms]) expect(text(after.html)).toContain(field);
      // Told in the past tense (its ended text), not in the words it ran with.
      expect(text(after.html)).not.toContain(promo.text);
      // The offer's picture, drawn from its file in the page (HeroArt) and named by its text alternative.
      expect(after.html).toContain(readArt(promo.image.src, { alt: promo.image.alt }));
      // The footer's badges are the one app prompt once it has ended.
      expect(after.html).not.toContain("on the App Store");
      if (promo.button) expect(after.html).toContain(`href="${promo.button.url}"`);
      expect(after.description).toBe(promo.ended!.text);
      // A record, not an offer: nothing on the page asks anyone to add or enter its code, and there is a way on.
      const codes = codesOf(promo);
      expect(codeInstructions(text(after.html), codes)).toEqual([]);
      expect(after.html).toMatch(promo.city ? new RegExp(`href="/city/${promo.city}"`) : /href="\/cities"/);
      expect(text(after.html)).toMatch(/Current offers in|Current offers|Where to ride/);
    });
  }

  it("a dated claim beside an offer (Auckland's licence) turns to the past tense the day after its last day", async () => {
    const [claim] = getPromo("newauckland").claims!;
    const during = await servedAt("newauckland", `${claim!.until}T10:00:00Z`);
    expect(text(during.html)).toContain(claim!.current);
    expect(text(during.html)).not.toContain(claim!.past);
    const after = await servedAt("newauckland", `${claim!.until}T13:00:00Z`);
    expect(text(after.html)).toContain(claim!.past);
    expect(text(after.html)).not.toContain(claim!.current);
  });

  it("a launch offer read before its first day says when it starts", async () => {
    const promo = getPromo("tauranga");
    const { html } = await servedAt("tauranga", "2023-10-01T00:00:00Z");
    expect(text(html)).toContain(`Starts ${longDate(promo.startsAt!)} · runs until ${longDate(promo.endsAt!)}`);
  });

  it("an offer without an end date has no status at any time", async () => {
    const { html } = await servedAt("auckland-go-pass", "2030-01-01T00:00:00Z");
    expect(html).not.toContain("data-phase");
    expect(html).toContain("on the App Store");
  });
});
