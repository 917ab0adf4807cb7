import { pageRoute } from "./page-route";
import { servedViews, viewFor } from "./served-view";

const headers = (value?: string) => new Headers(value === undefined ? {} : { "x-flamingo-views": value });

describe("servedViews", () => {
  it("is null without the edge's header, and the listed views with it (an empty list included)", () => {
    expect(servedViews(headers())).toBeNull();
    expect(servedViews(headers("/pricing"))).toBeNull();
    expect(servedViews(headers("views"))).toEqual([]);
    expect(servedViews(headers("views %2Fpricing %2Fcity%2Fauckland"))).toEqual(["%2Fpricing", "%2Fcity%2Fauckland"]);
  });
});

describe("viewFor", () => {
  it("finds the view a beacon's route template counts under, by the same mapping the endpoint uses", () => {
    const views = ["%2Fpricing", "%2Fcity%2Fauckland", "%E0%A4"];
    expect(viewFor(pageRoute("/city/wellington"), views)).toBe("%2Fcity%2Fauckland");
    expect(viewFor(pageRoute("/pricing/"), views)).toBe("%2Fpricing");
    expect(viewFor(pageRoute("/about"), views)).toBeUndefined();
    expect(viewFor(pageRoute("/about"), [])).toBeUndefined();
  });
});
