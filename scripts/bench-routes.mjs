// The routes the bench measures: one or more of every page type, and the not-found page as the framework floor.
export const FLOOR_ROUTE = "/this-page-does-not-exist";

export const BENCH_ROUTES = [
  "/",
  "/ride",
  "/cities",
  "/city/wellington",
  "/city/christchurch",
  "/how-to/scooter",
  "/how-to/bike",
  "/safety",
  "/safety/wellington",
  "/about",
  "/careers",
  "/terms",
  "/privacy",
  "/discounts",
  "/contact",
  "/join-plan/wcc",
  "/verify-plan/0000000000000000000000000000000000000000000",
  "/workplace-session",
  "/promo/palmy",
  "/event/advent",
  "/quiz/cuba",
  "/quiz/cuba/weave",
  "/news",
  "/news/flamingo-gen-5",
  "/wlg",
  "/10k",
  "/app-info/faq",
  "/referral/00000000-0000-4000-8000-000000000000",
];

/** Issue 6 asks for Lighthouse SEO 100 on these. */
export const SEO_ROUTES = ["/", "/city/wellington", "/news/flamingo-gen-5", "/promo/palmy", "/10k"];

export const JS_BUDGET_OVER_FLOOR = 15 * 1024;
