import { pageRoute } from "./page-route";

describe("pageRoute", () => {
  it.each([
    ["/", "/"], ["/city/auckland", "/city/[region]"], ["/city/dunedin?utm_source=x", "/city/[region]"], ["/how-to/scooter", "/how-to/[vehicle]"],
    ["/safety/wellington", "/safety/[location]"], ["/news", "/news"], ["/verify-plan/abc.def.ghi", "/verify-plan/[token]"],
    ["/referral/7c9e6679-7425-40de-944b-e07fc1f90ae7", "/referral/[uuid]"], ["/join-plan/any-plan", "/join-plan/[plan]"], ["/pricing", "/pricing"],
  ])("counts %s under %s", (path, route) => {
    expect(pageRoute(path)).toBe(route);
  });

  // A value outside the site's own keys is a page the site does not serve (it redirects or answers 404).
  it.each(["/city/atlantis", "/city/Auckland", "/how-to/hoverboard", "/news/no-such-article", "/promo/made-up", "/quiz/none", "/safety/atlantis", "/nz/about", "/about.json", "/api/health", "/no/such/page"])(
    "counts %s as other",
    (path) => {
      expect(pageRoute(path)).toBe("other");
    },
  );
});
