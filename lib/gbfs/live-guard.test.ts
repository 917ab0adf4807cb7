import fc from "fast-check";
import { JSDOM } from "jsdom";
import { LAST_GOOD_MS, LIVE_GUARD, STALE_ATTRIBUTE } from "./live-guard.cjs";

/**
 * A served page as the guard meets it: a guard before the figures, and one after a drawing whose label counts them,
 * parsed and run by jsdom with the visitor's clock at `now`.
 */
function visit(until: number, now: number) {
  const guard = `<script data-until="${until}">${LIVE_GUARD}</script>`;
  const dom = new JSDOM(
    `<!doctype html><html><body>${guard}<div data-live="">38 scooters</div>` +
      `<div><svg role="img" aria-label="Area. 38 scooters ready now." data-stale-label="Area."></svg>${guard}</div></body></html>`,
    {
      runScripts: "dangerously",
      beforeParse(window) {
        window.Date.now = () => now;
      },
    },
  );
  const { document } = dom.window;
  return { stale: document.documentElement.hasAttribute(STALE_ATTRIBUTE), label: document.querySelector("svg")!.getAttribute("aria-label") };
}

describe("the live figures' guard", () => {
  it("leaves a copy alone up to its instant and marks it, and takes the drawing's stale label, after", () => {
    expect(visit(1_000_000, 1_000_000)).toEqual({ stale: false, label: "Area. 38 scooters ready now." });
    expect(visit(1_000_000, 1_000_001)).toEqual({ stale: true, label: "Area." });
  });

  it("shows a copy's figures exactly when the server would still render them (lib/gbfs/live.ts: data at most LAST_GOOD_MS old)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_600_000_000_000, max: 2_000_000_000_000 }), fc.integer({ min: -60_000, max: 3 * LAST_GOOD_MS }), (dataTime, age) => {
        const serverShows = age <= LAST_GOOD_MS;
        expect(visit(dataTime + LAST_GOOD_MS, dataTime + age).stale).toBe(!serverShows);
      }),
      { numRuns: 60, examples: [[1_700_000_000_000, LAST_GOOD_MS], [1_700_000_000_000, LAST_GOOD_MS + 1]] },
    );
  });

  it("hides nothing and changes no label when its instant is missing or not a number", () => {
    const dom = new JSDOM(`<!doctype html><html><body><svg aria-label="a" data-stale-label="b"></svg><script>${LIVE_GUARD}</script></body></html>`, { runScripts: "dangerously" });
    expect(dom.window.document.documentElement.hasAttribute(STALE_ATTRIBUTE)).toBe(false);
    expect(dom.window.document.querySelector("svg")!.getAttribute("aria-label")).toBe("a");
  });
});
