// What a CPU profile's samples say (`npm run bench -- profile`): self time per function, read from a V8 profile as
// the DevTools Profiler domain returns it (nodes with call frames, one node id per sample, microseconds between
// samples). Pure, so its sums are tested against a profile written by hand (tests/bench-profile.test.ts).

/** "name script:line:column", the script by its file name; a frame without a script is the engine's own. */
export function frameKey({ functionName, url, lineNumber, columnNumber }) {
  const script = url ? url.split("/").pop() : "";
  return `${functionName || "(anonymous)"} ${script}:${lineNumber + 1}:${columnNumber + 1}`.trim();
}

/**
 * Milliseconds of self time per function key in one profile. A sample's time is the gap to the next sample, as
 * DevTools counts it; the last sample has none and counts nothing.
 */
export function selfTimes(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const times = new Map();
  profile.samples.forEach((id, index) => {
    const gap = profile.timeDeltas[index + 1];
    if (gap === undefined) return;
    const key = frameKey(nodes.get(id).callFrame);
    times.set(key, (times.get(key) ?? 0) + gap / 1000);
  });
  return times;
}

/** Means per load over several profiles' self times, largest first. */
export function meanSelfTimes(perLoad) {
  const sums = new Map();
  for (const times of perLoad) for (const [key, ms] of times) sums.set(key, (sums.get(key) ?? 0) + ms);
  return [...sums].map(([key, ms]) => [key, ms / perLoad.length]).sort((a, b) => b[1] - a[1]);
}
