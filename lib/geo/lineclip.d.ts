// lineclip 2 ships no types: the one function the land layer uses (lib/geo/land.ts).
declare module "lineclip" {
  /** Sutherland–Hodgman: the polygon `points` cut to the box [minX, minY, maxX, maxY]; [] when nothing is inside. */
  export function clipPolygon(points: [number, number][], bbox: [number, number, number, number]): [number, number][];
}
