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
});
