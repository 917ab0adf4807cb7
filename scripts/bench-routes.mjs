// The routes the bench and the screenshots visit. The bench compares them with a trivial Next page of its own
// (scripts/bench-floor.mjs); the not-found page stays in the screenshots' list.
export const FLOOR_ROUTE = "/this-page-does-not-exist";

/** What `npm run bench` measures by default: the landing pages visitors arrive on, and the plan link. "au:" picks the AU host. */
export const BENCH_PAGES = ["/", "/city/wellington", "/contact", "/about", "au:/promo/palmy", "/10k", "/news/flamingo-gen-5", "/join-plan/wcc"];

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

/** Issue 20's targets against the floor: Lighthouse mobile performance (indexable pages, noindex ones) and LCP. */
export const PERF_TARGET = { indexable: 98, noindex: 95 };
export const LCP_OVER_FLOOR_MS = 500;
