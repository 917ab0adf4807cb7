import type { ReactNode } from "react";
import { LiveGuard } from "@/components/live/LiveGuard";
import { fitProjection, pathData, scaleBar, type Projection } from "@/lib/geo/project";
import { allPoints, type MapShapes } from "@/lib/geo/types";
import type { NamedPlace } from "@/lib/geo/place-words";
import { PlaceNames } from "./PlaceNames";
import { LandCredit, LandLayer, MAP_FIT } from "./LandLayer";
import styles from "./StaticMap.module.css";

/** Route lines share streets, so earlier ones are drawn wider: where they overlap every colour still shows. */
const lineWidth = (index: number, count: number) => 3 + 2.5 * (count - 1 - index);

/** A label that counts live figures: `staleLabel` replaces it in a copy served after `until` (LiveGuard). */
export type LiveLabel = { until: number; staleLabel: string };

/**
 * The map drawn to scale in SVG on the server: what visitors see without a Maps key, before the interactive
 * map arrives, and what search engines read.
 */
export function StaticMap({ shapes, label, overlay, live, places }: { shapes: MapShapes; label: string; overlay?: (projection: Projection) => ReactNode; live?: LiveLabel; places?: readonly NamedPlace[] }) {
  const projection = fitProjection(allPoints(shapes), MAP_FIT);
  const bar = scaleBar(projection);
  const percent = (value: number, of: number) => `${((value / of) * 100).toFixed(2)}%`;

  return (
    <div className={styles.drawing}>
      <svg viewBox={projection.viewBox} width={projection.width} height={projection.height} role="img" aria-label={label} data-stale-label={live?.staleLabel} className={styles.svg}>
        <LandLayer projection={projection} shapes={shapes} />
        {shapes.areas.map((area) => (
          <path
            key={area.name}
            d={pathData(area.points, projection, true)}
            fill={area.colour}
            fillOpacity={0.14}
            stroke={area.colour}
            strokeWidth={3}
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
            data-points={area.points.length}
          />
        ))}
        {shapes.lines.map((line, index) => (
          <path
            key={line.name}
            d={pathData(line.points, projection, false)}
            fill="none"
            stroke={line.colour}
            strokeWidth={lineWidth(index, shapes.lines.length)}
            strokeLinecap="round"
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
            data-points={line.points.length}
          />
        ))}
        {overlay?.(projection)}
        {places ? <PlaceNames places={places} projection={projection} /> : null}
      </svg>
      {live && <LiveGuard until={live.until} />}
      {shapes.markers.map((marker) => {
        const { x, y } = projection.project(marker.position);
        return (
          <span key={marker.name} className={styles.marker} style={{ left: percent(x, projection.width), top: percent(y, projection.height) }} aria-hidden="true">
            P
          </span>
        );
      })}
      {(shapes.labels ?? []).map((label) => {
        const { x, y } = projection.project(label.position);
        const place = { left: percent(x, projection.width), top: percent(y, projection.height) };
        return label.kind === "route" ? (
          <span key={`${label.kind} ${label.text}`} className={styles.routeLabel} style={{ ...place, borderColor: label.colour }} aria-hidden="true">
            {label.text}
          </span>
        ) : (
          <span key={`${label.kind} ${label.text}`} className={`${styles.placeLabel} ${x > projection.width / 2 ? styles.toLeft : styles.toRight} ${y > projection.height / 2 ? styles.raised : ""}`} style={place} aria-hidden="true">
            {label.text}
          </span>
        );
      })}
      <span className={styles.north} aria-hidden="true">
        <svg viewBox="0 0 24 32" width={24} height={32}>
          <path d="M12 2 20 26 12 20 4 26Z" fill="currentColor" />
        </svg>
        N
      </span>
      <LandCredit projection={projection} shapes={shapes} />
      <span className={styles.scale} style={{ width: percent(bar.fraction, 1) }} aria-hidden="true">
        <span className={styles.scaleLabel}>{bar.label}</span>
      </span>
    </div>
  );
}
