export type XY = { x: number; y: number };
export type Group = XY & { count: number };

/**
 * Points on a drawing gathered where they crowd: each square cell of `cell` units holds one group at the mean of
 * its points, with their count. Every point is in exactly one group, so the counts add up to the points.
 */
export function groupPoints(points: readonly XY[], cell: number): Group[] {
  const cells = new Map<string, { x: number; y: number; count: number }>();
  for (const point of points) {
    const key = `${Math.floor(point.x / cell)},${Math.floor(point.y / cell)}`;
    const entry = cells.get(key) ?? { x: 0, y: 0, count: 0 };
    entry.x += point.x;
    entry.y += point.y;
    entry.count += 1;
    cells.set(key, entry);
  }
  return [...cells.values()].map(({ x, y, count }) => ({ x: x / count, y: y / count, count }));
}
