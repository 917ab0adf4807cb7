import { groupPoints } from "@/lib/gbfs/groups";
import type { Point } from "@/lib/gbfs/snapshot";
import type { Projection } from "@/lib/geo/project";

/** A group's dot grows with its count, slowly, so a crowd of 20 does not cover a street. */
const radius = (count: number, unit: number) => unit * (count === 1 ? 1 : Math.min(2.6, 1.3 + Math.log2(count) * 0.3));

/**
 * The ready vehicles drawn on the service-area drawing (an SVG layer of its own): pink dots, gathered into one
 * numbered dot where they crowd. Positions only, never a vehicle's id. Hidden from assistive technology: the
 * map's label and the "Ready to ride now" block say the counts in words.
 */
export function VehiclePoints({ points, projection }: { points: Point[]; projection: Projection }) {
  const unit = projection.width / 110;
  const groups = groupPoints(
    points.map((point) => projection.project({ lat: point.lat, lng: point.lon })),
    unit * 5,
  );
  return (
    <g aria-hidden="true" data-vehicle-groups={groups.length}>
      {groups.map((group) => (
        <g key={`${group.x.toFixed(1)},${group.y.toFixed(1)}`}>
          <circle cx={group.x} cy={group.y} r={radius(group.count, unit)} fill="#FF206E" stroke="#ffffff" strokeWidth={unit * 0.35} />
          {group.count > 1 && (
            <text x={group.x} y={group.y} dy="0.35em" textAnchor="middle" fontSize={unit * 1.5} fontWeight={800} fill="#ffffff">
              {group.count}
            </text>
          )}
        </g>
      ))}
    </g>
  );
}
