// The routes the bench and the screenshots visit. The bench compares them with a trivial Next page of its own
// (scripts/bench-floor.mjs); the not-found page stays in the screenshots' list.
export const FLOOR_ROUTE = "/this-page-does-not-exist";

/** What `npm run bench` measures by default: landing pages, forms and the fare finder. "au:" picks the AU host. */
export const BENCH_PAGES = ["/", "/city/wellington", "/contact", "/about", "/discounts", "/workplace-session", "/news/flamingo-gen-5", "/10k", "au:/promo/palmy", "/pricing"];

/** The page the bench also loads a second time a round, unjudged: the default page with the most elements (373). */
export const NOISE_ROUTE = "/pricing";

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
  "/pricing",
  "/app-info/faq",
  "/referral/00000000-0000-4000-8000-000000000000",
];

/** Issue 6 asks for Lighthouse SEO 100 on these. */
export const SEO_ROUTES = ["/", "/city/wellington", "/news/flamingo-gen-5", "/promo/palmy", "/10k"];

export const JS_BUDGET_OVER_FLOOR = 15 * 1024;

/** Issue 26's targets against the floor, observed (scripts/bench-observe.mjs): LCP and time to interactive. */
export const LCP_OVER_FLOOR_MS = 200;
export const TTI_OVER_FLOOR_MS = 250;
/**
 * How far a timing's 75th percentile moves between two runs of 11 pairs on a quiet machine (issue 39: ±40–50 ms at
 * the median with 7 pairs, about half that with 11): closer than this to a target, a page is "on" it, not within.
 */
export const TIMING_MARGIN_MS = 25;
/** The secondary check (--lighthouse): Lighthouse mobile performance for indexable pages and noindex ones. */
export const PERF_TARGET = { indexable: 90, noindex: 90 };
