// The bench's two statistics (npm run bench), kept apart so they can be tested.

/** The median of the finite values; NaN when there are none. */
export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The median of page[i] − floor[i] over the pairs where both are finite: each pair was loaded back to back, so a
 * burst of load elsewhere on the machine shifts both, and the difference keeps what the page itself costs.
 */
export function pairedMedian(page, floor) {
  return median(page.map((value, i) => value - floor[i]));
}
