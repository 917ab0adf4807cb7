import { isTimeBoundClaim, isUndatedClaim, namesEndDate } from "./time-bound";

// The sentences the promo pages carried on 24 November 2026, two to three years after the offers began.
const OUTLIVED = [
  "Flamingo launched in Tauranga in October 2023 with around 400 scooters, and our welcome offer is still running: add code MOUNT10 in the app for $10 of credit towards your first trips.",
  "Flamingo has been part of Ōtepoti Dunedin since February 2024, and our launch offer is still on: enter code DUNEDIN20 for 20 free minutes on your first rides.",
  "Flamingo has ridden in Dunedin since February 2024, and the launch offer still stands: 20 free minutes on your first rides with code DUNEDIN20.",
  "Flamingo scooters are part of the Palmerston North streetscape, and the welcome offer we launched with is still running: new riders get 20 free minutes with code PALMY20.",
  "New riders can still start with $5 of credit using code HELLOAKL5.",
  "We returned to Tāmaki Makaurau on 4 November 2024, licensed to run up to 1,400 scooters for two years, and our welcome offer still stands: start with $5 of credit using code HELLOAKL5.",
  "Flamingo is back in Auckland with up to 1,400 e-scooters under a two-year licence that starts on 4 November 2024.",
];

describe("time-bound claims", () => {
  it.each(OUTLIVED)("refuses, with no end date: %s", (sentence) => {
    expect(isTimeBoundClaim(sentence)).toBe(true);
    expect(isUndatedClaim(sentence, false)).toBe(true);
  });

  it("lets the same words stand where the page shows them only while their period runs", () => {
    for (const sentence of OUTLIVED) expect(isUndatedClaim(sentence, true)).toBe(false);
  });

  it("lets a claim stand that names the day it ends", () => {
    const sentence = "Our licence lets us run up to 1,400 scooters for two years, until 3 November 2026.";
    expect(namesEndDate(sentence)).toBe(true);
    expect(isUndatedClaim(sentence, false)).toBe(false);
    expect(namesEndDate("The offer closed on 28 February 2025; the e-bikes are here.")).toBe(true);
    // A start date is not an end date.
    expect(namesEndDate("We returned to Auckland on 4 November 2024.")).toBe(false);
  });

  it("is not a claim when 'still' is about how riding works, or the offer is said to be over first", () => {
    for (const sentence of [
      "The $1 unlock fee still applies to each ride.",
      "Country towns still have busy roads and shared footpaths.",
      "The offer has closed and the code no longer works; the e-bikes are still in the app.",
      "The competition has closed; tidy parking still counts.",
      "A full New Zealand driver licence and a clean driving record",
    ]) expect(isTimeBoundClaim(sentence)).toBe(false);
  });
});
