import { slugify, uniqueSlugs } from "./slug";

describe("slugify", () => {
  it.each([
    ["Fees", "fees"],
    ["Suspension and Termination", "suspension-and-termination"],
    ["Ending a Ride & Parking", "ending-a-ride-and-parking"],
    ["Field Operations Technician (Auckland)", "field-operations-technician-auckland"],
    ["  Māori  ", "maori"],
    ["!!!", ""],
  ])("%j → %j", (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});

describe("uniqueSlugs", () => {
  it("numbers repeats and never returns an empty id", () => {
    expect(uniqueSlugs(["Notices", "Notices", "?", "Notices"], "job-")).toEqual(["job-notices", "job-notices-2", "job-section", "job-notices-3"]);
  });

  it.each([
    [["Fees", "Fees 2", "Fees"], ["fees", "fees-2", "fees-3"]],
    [["Fees", "Fees", "Fees 2"], ["fees", "fees-3", "fees-2"]],
    [["A 2", "A", "A", "A"], ["a-2", "a", "a-3", "a-4"]],
  ])("never repeats an id another text already has: %j", (texts, slugs) => {
    expect(uniqueSlugs(texts)).toEqual(slugs);
    expect(new Set(uniqueSlugs(texts)).size).toBe(texts.length);
  });
});
