import { pageRoute } from "./page-route";
import fc from "fast-check";
import { digestView, pathDigest, servedViews, viewFor } from "./served-view";

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

describe("a long path's view (the edge lists `~` and its MD5)", () => {
  const long = `/referral/1${"@".repeat(1000)}`;

  it("is found for a beacon naming that very path, escaped or not, and for no other", () => {
    // md5("/about") computed apart (md5sum), as the edge's ngx.md5 of nginx's decoded path gives it.
    expect(digestView("/about")).toBe("~77102f70526b1c2db0eced54632dc618");
    const views = ["%2Fpricing", digestView(long)];
    expect(viewFor(pageRoute(long), views, pathDigest(long))).toBe(digestView(long));
    expect(viewFor(pageRoute(long), views, pathDigest(encodeURI(long)))).toBe(digestView(long));
    expect(viewFor(pageRoute(long), views, pathDigest(`${long}x`))).toBeUndefined();
    expect(viewFor(pageRoute(long), views)).toBeUndefined();
  });

  it("never matches a path it was not made from (a brute-force check over made-up paths)", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 300 }), fc.string({ minLength: 1, maxLength: 300 }), (a, b) => {
        const views = [digestView(`/${a}`)];
        expect(viewFor("other" as never, views, pathDigest(encodeURIComponent(`/${b}`))) !== undefined).toBe(a === b);
      }),
    );
  });
});
