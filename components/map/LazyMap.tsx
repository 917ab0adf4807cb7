"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState, type ReactNode } from "react";
import type { Camera } from "@/lib/geo/camera";
import type { MapShapes } from "@/lib/geo/types";
import styles from "./LazyMap.module.css";

/** The map library is its own chunk, fetched only when a visitor scrolls near a map. */
const InteractiveMap = dynamic(() => import("./InteractiveMap"), { ssr: false });

/** How far ahead of the viewport the map starts loading, so it is usually ready by the time it is seen. */
export const NEAR_VIEWPORT = "200px";

type Props = { apiKey: string; shapes: MapShapes; camera?: Partial<Camera>; children: ReactNode };

/** Shows the static drawing (children) until the interactive map has loaded its tiles over it. */
export function LazyMap({ apiKey, shapes, camera, children }: Props) {
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
          <InteractiveMap apiKey={apiKey} shapes={shapes} camera={camera} onReady={() => setReady(true)} />
        </div>
      )}
    </div>
  );
}
