import { renderToStaticMarkup } from "react-dom/server";
import { Results } from "@/components/prize-draw/Results";
import { getPrizeDraw } from "@/lib/content/prize-draw";
import PrizeDrawPage, { generateMetadata } from "./page";

jest.mock("server-only", () => ({}));

const text = (html: string) => html.replace(/<!-- -->/g, "").replace(/&#x27;/g, "'").replace(/&amp;/g, "&");

async function servedAt(instant: string) {
  jest.setSystemTime(new Date(instant));
  const params = Promise.resolve({ market: "nz" as const });
  return { html: text(renderToStaticMarkup(await PrizeDrawPage({ params }))), description: String((await generateMetadata({ params })).description) };
}

beforeAll(() => jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "queueMicrotask"] }));
afterAll(() => jest.useRealTimers());

describe("/10k, decided where it is rendered", () => {
  const draw = getPrizeDraw();

  it("before the draw opens: when it starts, and the store badges", async () => {
    const { html } = await servedAt("2025-08-23T10:00:00Z");
    expect(html).toContain("Starts 24 August 2025 · runs until 30 September 2025");
    expect(html).toContain(draw.intro);
    expect(html).toContain("on the App Store");
    expect(html).not.toContain("Results");
  });

  it("while it runs, through its last day: on now", async () => {
    const { html, description } = await servedAt("2025-09-30T10:30:00Z");
    expect(html).toContain("On now · ends 30 September 2025");
    expect(html).toContain("The short version");
    expect(description).toBe(draw.summary);
  });

  it("after it closes: closed with its end date, no pitch, no store badges, no promise of results it does not show", async () => {
    const { html, description } = await servedAt("2025-09-30T11:30:00Z");
    expect(html).toContain("This promotion ended on 30 September 2025.");
    expect(html).toContain(draw.ended.subheading);
    expect(html).not.toContain(draw.subheading);
    expect(html).not.toContain("The short version");
    expect(html).not.toContain("on the App Store");
    expect(html).not.toMatch(/results are below|will be listed here/i);
    expect(html.includes(`id="results-heading"`)).toBe(draw.results.winners.length > 0);
    expect(description).toBe(draw.ended.subheading);
  });
});

describe("the results section", () => {
  it("names each published winner by first name and city (clause 10.2) once the operator adds them", () => {
    const html = text(renderToStaticMarkup(<Results winners={[{ prize: "Grand prize", firstName: "Aroha", city: "Palmerston North" }, { prize: "Week 1", firstName: "Sam", city: "Tauranga" }]} />));
    expect(html).toContain("Grand prize</strong>Aroha, Palmerston North");
    expect(html).toContain("Week 1</strong>Sam, Tauranga");
  });

  it("is not there at all until then", () => {
    expect(renderToStaticMarkup(<Results winners={[]} />)).toBe("");
  });
});
