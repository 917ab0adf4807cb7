import { groupPoints, type Group } from "@/lib/gbfs/groups";
import type { Point } from "@/lib/gbfs/snapshot";
import type { Projection } from "@/lib/geo/project";
import mapStyles from "@/components/map/StaticMap.module.css";

/** A group's dot grows with its count, slowly, so a crowd of 20 does not cover a street. */
const radius = (count: number, unit: number) => unit * (count === 1 ? 1 : Math.min(2.6, 1.3 + Math.log2(count) * 0.3));

/** Whole units: the drawing is 1,000 wide, so a unit is under half a pixel even on a 1440 px screen's map. */
const at = (value: number) => String(Math.round(value));

/** One dot as a subpath: two half-circle arcs from its left edge. */
function dot({ x, y, count }: Group, unit: number): string {
  const r = Math.round(radius(count, unit));
  return `M${at(x - r)} ${at(y)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;
}

/**
 * The ready vehicles drawn on the service-area drawing (an SVG layer of its own): pink dots, gathered into one
 * numbered dot where they crowd. Positions only, never a vehicle's id. Hidden from assistive technology: the
 * map's label and the "Ready to ride now" block say the counts in words. Every dot is one subpath of a single
 * path, not an element of its own: as circles, Wellington's 50 groups were 110 of the 135 elements the live block
 * added, each parsed, laid out, sent again in the flight data and hydrated before the page answers (docs/performance.md).
 */
export function VehiclePoints({ points, projection }: { points: Point[]; projection: Projection }) {
  const unit = projection.width / 110;
  const groups = groupPoints(
    points.map((point) => projection.project({ lat: point.lat, lng: point.lon })),
    unit * 5,
  );
  return (
    <g aria-hidden="true" data-vehicle-groups={groups.length} data-live="">
      {groups.length > 0 && <path d={groups.map((group) => dot(group, unit)).join("")} fill="#FF206E" stroke="#ffffff" strokeWidth={at(unit * 0.35)} />}
      {groups
        .filter((group) => group.count > 1)
        // Drawn once on the server and never reordered: the position in the list is a stable key.
        .map((group, index) => (
          <text key={index} x={at(group.x)} y={at(group.y)} dy="0.35em" textAnchor="middle" fontSize={at(unit * 1.5)} fontWeight={800} fill="#ffffff" className={mapStyles.count}>
            {group.count}
          </text>
        ))}
    </g>
  );
}
