"use client";

import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import type { Camera } from "@/lib/geo/camera";
import type { InteractiveMapProps, MapVehicles } from "./InteractiveMap";
import type { MapShapes } from "@/lib/geo/types";
import styles from "./LazyMap.module.css";

/**
 * The map library is its own chunk, fetched only when a visitor scrolls near a map. React's lazy, not next/dynamic:
 * the map is only ever rendered in the browser (after `near`), so next/dynamic's server-side machinery bought
 * nothing and cost every page with a map about 2 kB of script.
 */
const InteractiveMap = lazy<ComponentType<InteractiveMapProps>>(() =>
  // A chunk that fails to arrive (a dropped connection) leaves the static drawing, not an error page.
  import("./InteractiveMap").catch(() => ({ default: () => null })),
);

/** How far ahead of the viewport the map starts loading, so it is usually ready by the time it is seen. */
export const NEAR_VIEWPORT = "200px";

type Props = { apiKey: string; shapes: MapShapes; camera?: Partial<Camera>; vehicles?: MapVehicles; children: ReactNode };

/** Shows the static drawing (children) until the interactive map has loaded its tiles over it. */
export function LazyMap({ apiKey, shapes, camera, vehicles, children }: Props) {
  const frame = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const element = frame.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={frame} className={styles.frame} data-map-state={ready ? "interactive" : near ? "loading" : "static"}>
      <div aria-hidden={ready || undefined} className={styles.drawing}>
        {children}
      </div>
      {near && (
        <div className={`${styles.live} ${ready ? styles.ready : ""}`}>
          <Suspense>
            <InteractiveMap apiKey={apiKey} shapes={shapes} camera={camera} vehicles={vehicles} onReady={() => setReady(true)} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
