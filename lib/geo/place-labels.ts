/**
 * Where a map writes its place names: beside each place's point, on the first side (above, below, right, left) where
 * the words stay inside the drawing and clear of every name already placed; a name with no such side is left off
 * rather than written over another. Sizes are in drawing units, for the largest size the map's CSS gives the words
 * (StaticMap.module.css), so the layout holds at every width.
 */
export type PlacePoint = { name: string; x: number; y: number };
export type Side = "above" | "below" | "right" | "left";
export type PlacedLabel = PlacePoint & { side: Side; box: Box };
export type Box = { left: number; top: number; right: number; bottom: number };

/** A bold sans's average advance is a little over half its size; 0.62 keeps wide names (Ws, Ms) inside their box. */
export const CHARACTER_WIDTH_EM = 0.62;
const SIDES: readonly Side[] = ["above", "below", "right", "left"];

export function labelBox(name: string, x: number, y: number, side: Side, size: number): Box {
  const width = name.length * CHARACTER_WIDTH_EM * size + size * 0.5;
  const height = size * 1.3;
  const gap = size * 0.5;
  switch (side) {
    case "above":
      return { left: x - width / 2, right: x + width / 2, top: y - gap - height, bottom: y - gap };
    case "below":
      return { left: x - width / 2, right: x + width / 2, top: y + gap, bottom: y + gap + height };
    case "right":
      return { left: x + gap, right: x + gap + width, top: y - height / 2, bottom: y + height / 2 };
    case "left":
      return { left: x - gap - width, right: x - gap, top: y - height / 2, bottom: y + height / 2 };
  }
}

const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const inside = (box: Box, width: number, height: number) => box.left >= 0 && box.top >= 0 && box.right <= width && box.bottom <= height;

/** `keepClear`: boxes no name may cover (the north arrow's corner, the scale bar's). */
export function placeLabels(places: readonly PlacePoint[], width: number, height: number, size: number, keepClear: readonly Box[] = []): PlacedLabel[] {
  const placed: PlacedLabel[] = [];
  for (const place of places) {
    if (place.x < 0 || place.y < 0 || place.x > width || place.y > height) continue;
    for (const side of SIDES) {
      const box = labelBox(place.name, place.x, place.y, side, size);
      if (!inside(box, width, height)) continue;
      if (keepClear.some((clear) => overlap(clear, box)) || placed.some((other) => overlap(other.box, box))) continue;
      placed.push({ ...place, side, box });
      break;
    }
  }
  return placed;
}
