import fs from "node:fs";
import path from "node:path";
import { getCitiesPage, getSafetyPage, safetyPageSchema } from "./pages";
import { getWlg, wlgSchema } from "./wlg";

jest.mock("server-only", () => ({}));

const raw = (file: string) => JSON.parse(fs.readFileSync(path.join(process.cwd(), "content", file), "utf8"));

describe("cities, safety and airport page content", () => {
  it("loads every file as committed", () => {
    expect(getCitiesPage().summary).toMatch(/Auckland/);
    expect(getWlg().routes).toHaveLength(3);
    expect(getSafetyPage().videos).toHaveLength(3);
  });

  it("has the spec's three safety videos in order", () => {
    expect(getSafetyPage().videos.map((video) => video.title)).toEqual(["Starting Your Ride", "Safe Riding", "Ending Your Ride"]);
  });

  it("gives the airport trip's spec facts: about 30 minutes and about $20", () => {
    expect(getWlg().facts).toMatchObject({ minutes: 30, price: 20 });
  });

  it("rejects a video id that could not be a YouTube id", () => {
    const safety = raw("pages/safety.json");
    safety.videos[1].youtubeId = "../../evil";
    expect(safetyPageSchema.safeParse(safety).error?.issues[0]?.path).toEqual(["videos", 1, "youtubeId"]);
  });

  it("rejects two routes drawn in the same colour, and a colour outside the palette", () => {
    const wlg = raw("pages/wlg.json");
    wlg.routes[2].colour = wlg.routes[0].colour;
    expect(wlgSchema.safeParse(wlg).error?.issues[0]?.message).toBe("each route needs its own colour");
    wlg.routes[2].colour = "#00FF00";
    expect(wlgSchema.safeParse(wlg).error?.issues[0]?.path).toEqual(["routes", 2, "colour"]);
  });

  it("rejects a route point that is not a latitude and longitude", () => {
    const wlg = raw("pages/wlg.json");
    wlg.routes[0].path[3] = [174.78, -41.29];
    expect(wlgSchema.safeParse(wlg).error?.issues[0]?.path).toEqual(["routes", 0, "path", 3, 0]);
  });
});
