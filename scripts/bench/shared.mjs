// What every `npm run bench` subcommand shares: the hosts and Chromium flags, the routes and targets, the command
// line, the printed table, and the statistics with the verdict, kept here so they are tested once (tests/bench-*.test.ts).
import path from "node:path";

/** The repository's root, for the subcommands that read the build or write bench-results/. */
export const ROOT = path.resolve(import.meta.dirname, "../..");

// ——— hosts and Chromium ———

/** Pages are loaded under the market's own name, resolved to this machine: canonical URLs and the market are a visitor's. */
export const BENCH_HOSTS = { nz: process.env.BENCH_HOST ?? "flamingoscooters.co.nz", au: "flamingoscooters.com.au" };

const hostFlag = `--host-resolver-rules=${Object.values(BENCH_HOSTS).map((host) => `MAP ${host} 127.0.0.1`).join(", ")}`;

/** Headless Chromium as the bench drives it: no GPU, no QUIC, no background traffic, the hosts mapped. */
export const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", hostFlag];

/** The flags for Playwright's launch, which sets headless itself. */
export const PLAYWRIGHT_FLAGS = CHROME_FLAGS.filter((flag) => flag !== "--headless=new");

/**
 * A bench route ("/pricing", or "au:/promo/palmy" for the Australian host): its market, path and URL on `port`. A
 * route ending "@3100" is served from that port instead: the build before a change, measured in the same rotation
 * and against the same floor as the build after it (a same-run A/B; runs apart differ by more than most changes).
 */
export function benchTarget(route, port) {
  const [, named, otherPort] = /^(.*?)(?:@(\d+))?$/.exec(route);
  const [market, path] = named.startsWith("au:") ? ["au", named.slice(3)] : ["nz", named];
  return { market, path, url: `http://${BENCH_HOSTS[market]}:${otherPort ?? port}${path}` };
}

// ——— routes and targets ———

/** The not-found page: in the screenshots' list, never benched (the bench's floor is its own app, floor.mjs). */
export const FLOOR_ROUTE = "/this-page-does-not-exist";

/** What `npm run bench` measures by default: landing pages, forms and the fare finder. "au:" picks the AU host. */
export const BENCH_PAGES = ["/", "/city/wellington", "/contact", "/about", "/discounts", "/workplace-session", "/news/flamingo-gen-5", "/10k", "au:/promo/palmy", "/pricing"];

/** The page the bench also loads a second time a round, unjudged: the default page with the most elements. */
export const NOISE_ROUTE = "/pricing";

/** Every kind of page (`npm run bench -- --all`, and scripts/screenshots.mjs). */
export const BENCH_ROUTES = [
  "/", "/ride", "/cities", "/city/wellington", "/city/christchurch", "/how-to/scooter", "/how-to/bike", "/safety",
  "/safety/wellington", "/about", "/careers", "/terms", "/privacy", "/discounts", "/contact", "/join-plan/wcc",
  "/verify-plan/0000000000000000000000000000000000000000000", "/workplace-session", "/promo/palmy", "/event/advent",
  "/quiz/cuba", "/quiz/cuba/weave", "/news", "/news/flamingo-gen-5", "/wlg", "/10k", "/pricing", "/app-info/faq",
  "/referral/00000000-0000-4000-8000-000000000000",
];

/** Pages whose Lighthouse SEO score must be 100 (issue 6). */
export const SEO_ROUTES = ["/", "/city/wellington", "/news/flamingo-gen-5", "/promo/palmy", "/10k"];

/** The targets over the floor (docs/performance.md, "Targets"), judged on the median of the paired differences. */
export const LCP_OVER_FLOOR_MS = 200;
export const TTI_OVER_FLOOR_MS = 250;
export const JS_BUDGET_OVER_FLOOR = 15 * 1024;
/**
 * How far a timing's median moves between two runs of the same build (docs/performance.md): closer than this to a
 * target, a page is "on" it, not within.
 */
export const TIMING_MARGIN_MS = 25;
/** The secondary check (--lighthouse): Lighthouse mobile performance. */
export const PERF_TARGET = 90;

// ——— the command line and the table ———

/** `npm run bench`'s subcommands, each the module of its name in this folder (index.mjs). */
export const SUBCOMMANDS = ["pages", "navigate", "variants", "frames", "profile", "lcp-graph", "load", "metrics"];

/** The subcommand a command line names (its first word, when that is not an option), `pages` when none. */
export function parseCommand(args) {
  const [first, ...rest] = args;
  if (first === undefined || first.startsWith("-")) return { name: "pages", args };
  if (!SUBCOMMANDS.includes(first)) throw new Error(`unknown bench subcommand "${first}": one of ${SUBCOMMANDS.join(", ")}`);
  return { name: first, args: rest };
}

/** The value after `name` in a command line ("--routes /,/pricing"), or undefined. */
export const option = (args, name) => args.find((arg, i) => args[i - 1] === name);

/** The port the site's server is on, and the ports the bench's own servers default to beside it. */
export function benchPorts(env = process.env) {
  const port = Number(env.PORT ?? 3000);
  const floor = Number(env.FLOOR_PORT ?? port + 1);
  return { port, floor, hintedFloor: Number(env.HINTED_FLOOR_PORT ?? floor + 1), variant: Number(env.VARIANT_PORT ?? port + 10), base: Number(env.BENCH_BASE_PORT ?? port + 300) };
}

/** BENCH_RUNS, at least 1 (fewer than MIN_PAIRS is a smoke run: printed, never judged). */
export const benchRuns = (fallback, env = process.env) => Math.max(1, Math.floor(Number(env.BENCH_RUNS ?? fallback)) || fallback);

/** A difference as "+12" or "−8" (a true minus, so columns of signed figures line up), "-" when there is none. */
export const signedMs = (value) => (Number.isFinite(value) ? `${value >= 0 ? "+" : "−"}${Math.abs(Math.round(value))}` : "-");

/** `rows` under `header` as a Markdown table, each column padded to its widest cell. */
export function markdownTable(header, rows) {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  const line = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(" | ")} |`;
  return [line(header), `|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`, ...rows.map(line)].join("\n");
}

// ——— statistics and the verdict ———

const finiteSorted = (values) => values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);

/**
 * The q-quantile of the finite values, interpolated between the two nearest ranks (the spreadsheet and NumPy
 * default); NaN when there are none.
 */
export function quantile(values, q) {
  const sorted = finiteSorted(values);
  if (!sorted.length) return NaN;
  const rank = (sorted.length - 1) * q;
  const below = Math.floor(rank);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below] + (sorted[above] - sorted[below]) * (rank - below);
}

/** The median of the finite values; NaN when there are none. */
export const median = (values) => quantile(values, 0.5);

/**
 * page[i] − floor[i] over the pairs where both are finite: each pair was loaded back to back, so a burst of load
 * elsewhere on the machine shifts both, and the difference keeps what the page itself costs.
 */
export function pairedDifferences(page, floor) {
  return page.map((value, i) => value - floor[i]).filter((value) => Number.isFinite(value));
}

/**
 * Each route measured beside its "@PORT" copy (the build before a change, in the same rounds): the differences of
 * this build's load minus that build's load in the same round, so both met the same moment of the machine. Per
 * metric: the median, the 75th percentile, and in how many rounds this build was lower. Routes without a copy: none.
 */
export function abComparisons(pages, metrics) {
  return pages.flatMap((page) => {
    const before = pages.find((other) => other.route.startsWith(`${page.route}@`));
    if (page.route.includes("@") || !before) return [];
    const compared = metrics.map((key) => {
      const differences = pairedDifferences(page.loads.map((load) => load[key]), before.loads.map((load) => load[key]));
      return [key, { median: median(differences), p75: quantile(differences, 0.75), lower: differences.filter((value) => value < 0).length, pairs: differences.length }];
    });
    return [{ route: page.route, before: before.route, metrics: Object.fromEntries(compared) }];
  });
}

/**
 * Loads every page once a round, in turn, for `runs` rounds (frames, profile): each round meets the machine as the
 * others do, rather than one page's loads all at one moment. `load(url)` resolves to what a load is kept as.
 */
export async function inRounds(pages, runs, load) {
  for (let round = 1; round <= runs; round++) {
    for (const page of pages) page.loads.push(await load(page.url));
    process.stderr.write(`round ${round}/${runs}\n`);
  }
}

/** The median of the paired differences. */
export const pairedMedian = (page, floor) => median(pairedDifferences(page, floor));

/** Fewer pairs than this and the bench refuses to judge: the median would rest on too few loads. */
export const MIN_PAIRS = 11;

/**
 * A target judged on the MEDIAN of the paired differences. On this two-core machine a content page's first frame
 * holds either its header and hero or the whole page, by the parser's scheduling, so its 75th percentile moves by
 * over 100 ms between runs of one build while its median holds (docs/performance.md, "The two kinds of load"); the
 * p75 and range are returned for the table, never judged. Closer to the target than `margin` (a timing's run-to-run
 * noise; 0 for sizes) is "on" it: not a pass, since the next run may land on either side.
 * @returns {{ median: number, p75: number, min: number, max: number, verdict: "within" | "on" | "over" | "unjudged" }}
 */
export function judge(differences, target, margin = 0) {
  const figures = { median: median(differences), p75: quantile(differences, 0.75), min: quantile(differences, 0), max: quantile(differences, 1) };
  if (finiteSorted(differences).length < MIN_PAIRS) return { ...figures, verdict: "unjudged" };
  if (figures.median <= target - margin) return { ...figures, verdict: "within" };
  return { ...figures, verdict: figures.median <= target + margin ? "on" : "over" };
}

/** A judged figure as the table prints it: "median / p75 (min…max)" in `format`. */
export const spread = ({ median: middle, p75, min, max }, format) => (Number.isFinite(middle) ? `${format(middle)} / ${format(p75)} (${format(min)}…${format(max)})` : "");
