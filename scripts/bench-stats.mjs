// The bench's statistics and its verdict (npm run bench), kept apart so they can be tested.

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

/** The median of the paired differences. */
export const pairedMedian = (page, floor) => median(pairedDifferences(page, floor));

/** Fewer pairs than this and the 75th percentile rests on two or three loads: the bench refuses to judge. */
export const MIN_PAIRS = 11;

/**
 * A target judged on the 75th percentile of the paired differences, so "within" means three loads in four were.
 * Closer to the target than `margin` (the run-to-run noise of a timing; 0 for sizes) is "on" it: not a pass,
 * since the next run may land on either side.
 * @returns {{ p75: number, verdict: "within" | "on" | "over" | "unjudged" }}
 */
export function judge(differences, target, margin = 0) {
  const p75 = quantile(differences, 0.75);
  if (finiteSorted(differences).length < MIN_PAIRS) return { p75, verdict: "unjudged" };
  if (p75 <= target - margin) return { p75, verdict: "within" };
  return { p75, verdict: p75 <= target + margin ? "on" : "over" };
}
