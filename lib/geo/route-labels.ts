import type { LatLng } from "./types";

const distance = (a: LatLng, b: LatLng) => Math.hypot(a.lat - b.lat, (a.lng - b.lng) * Math.cos((a.lat * Math.PI) / 180));

/**
 * Where to write a route's number on a drawing of several routes that share their start and finish: the point of
 * that route farthest from every other route, so each number sits on the stretch only its own line takes.
 */
export function routeLabelPoint(lines: readonly (readonly LatLng[])[], index: number): LatLng {
  const line = lines[index];
  if (!line?.length) throw new Error(`no route ${index}`);
  const others = lines.filter((_, each) => each !== index).flat();
  if (others.length === 0) return line[Math.floor(line.length / 2)]!;
  let best = line[0]!;
  let bestGap = -1;
  for (const point of line) {
    const gap = Math.min(...others.map((other) => distance(point, other)));
    if (gap > bestGap) [best, bestGap] = [point, gap];
  }
  return best;
}
