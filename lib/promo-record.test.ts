import fc from "fast-check";
import type { Promo } from "@/lib/content/promos";
import { codeInstructions, codesOf, currentOffers } from "./promo-record";

jest.mock("server-only", () => ({}));

describe("codeInstructions", () => {
  it("finds the instructions the landed ended pages still gave, and passes the past-tense record", () => {
    expect(codeInstructions("Download the app, add **PALMY20** on the Payment screen and find your nearest scooter.", ["PALMY20"])).toHaveLength(1);
    expect(codeInstructions("To claim your credit, download the app and enter **MOUNT10** on the Payment screen.", ["MOUNT10"])).toHaveLength(1);
    expect(codeInstructions("our launch offer runs through our first year: enter code DUNEDIN20 for 20 free minutes", ["DUNEDIN20"])).toHaveLength(1);
    expect(codeInstructions("Until 31 December 2024, code PALMY20 gave new riders in Palmerston North 20 free minutes.", ["PALMY20"])).toEqual([]);
    expect(codeInstructions("Code PALMY20 gives 20 free minutes and can be redeemed once per customer.", ["PALMY20"])).toEqual([]);
  });

  it("flags any asking verb within six words before a code in its sentence, and nothing across a full stop", () => {
    const verb = fc.constantFrom("add", "Enter", "use", "apply", "redeem", "type");
    const filler = fc.array(fc.constantFrom("the", "code", "now", "on", "app", "please"), { maxLength: 5 });
    fc.assert(
      fc.property(verb, filler, (asking, words) => {
        expect(codeInstructions(`${asking} ${words.join(" ")} SAVE10 today`, ["SAVE10"])).toHaveLength(1);
        expect(codeInstructions(`You can ${asking} it. SAVE10 was the code.`, ["SAVE10"])).toEqual([]);
      }),
    );
  });
});

describe("codesOf", () => {
  it("reads codes as capitals with digits, not words in capitals", () => {
    expect(codesOf({ text: "Use code AKL20 NOW", description: "**FREE** ride with GOAL10", summary: "", terms: ["One per NZ rider"] }).sort()).toEqual(["AKL20", "GOAL10"]);
  });
});

describe("currentOffers", () => {
  const promo = (over: Partial<Promo>): Promo => ({ title: "T", summary: "s", image: { src: "/a.svg", alt: "" }, subheading: "s", text: "t", description: "d", terms: ["x"], ...over }) as Promo;
  const promos = {
    old: promo({ title: "Old", city: "dunedin", endsAt: "2025-02-18", ended: { text: "e", description: "d" } }),
    running: promo({ title: "Running", city: "dunedin", endsAt: "2030-01-01", ended: { text: "e", description: "d" } }),
    evergreen: promo({ title: "Evergreen", city: "dunedin" }),
    over: promo({ title: "Over", city: "dunedin", endsAt: "2024-01-01", ended: { text: "e", description: "d" } }),
    elsewhere: promo({ title: "Elsewhere", city: "auckland" }),
    everywhere: promo({ title: "Everywhere" }),
  };

  it("offers what runs in the same city, never itself nor what has ended", () => {
    expect(currentOffers(promos, "old", new Date("2026-06-01T00:00:00Z"))).toEqual([
      { id: "running", title: "Running" },
      { id: "evergreen", title: "Evergreen" },
    ]);
    expect(currentOffers(promos, "everywhere", new Date("2026-06-01T00:00:00Z"))).toEqual([]);
    expect(currentOffers({ ...promos, sitewide: promo({ title: "Sitewide" }) }, "everywhere", new Date())).toEqual([{ id: "sitewide", title: "Sitewide" }]);
    expect(currentOffers(promos, "old", new Date("2026-06-01T00:00:00Z"), 1)).toHaveLength(1);
  });
});
