/// <reference types="google.maps" />
"use client";

import { APIProvider, Map, useMap, type MapEvent } from "@vis.gl/react-google-maps";
import { useEffect, useState } from "react";
import { MAP_LOCATION_KEY, boundsOf, initialCamera, parseCamera, serialiseCamera, type Camera } from "@/lib/geo/camera";
import { allPoints, type LatLng, type MapShapes } from "@/lib/geo/types";

/** The ready vehicles the drawing shows, for the Google map to show the same; `until`: when the figures go stale. */
export type MapVehicles = { points: readonly LatLng[]; until: number };

export type InteractiveMapProps = {
  apiKey: string;
  shapes: MapShapes;
  camera?: Partial<Camera>;
  vehicles?: MapVehicles;
  onReady: () => void;
};

/** Storage can be switched off or full; the map works the same without it. */
function readSaved(): Camera | null {
  try {
    return parseCamera(window.localStorage.getItem(MAP_LOCATION_KEY));
  } catch {
    return null;
  }
}

function save(event: MapEvent) {
  const center = event.map.getCenter();
  const zoom = event.map.getZoom();
  if (!center || zoom === undefined) return;
  try {
    window.localStorage.setItem(MAP_LOCATION_KEY, serialiseCamera({ center: center.toJSON(), zoom }));
  } catch {
    // Nothing to remember the view in; the next visit opens on the page's own view.
  }
}

/** The Google map, loaded only when its container nears the viewport and a Maps key is configured. */
export default function InteractiveMap({ apiKey, shapes, camera, vehicles, onReady }: InteractiveMapProps) {
  const [initial] = useState(() => initialCamera(readSaved(), camera, boundsOf(allPoints(shapes))));
  return (
    <APIProvider apiKey={apiKey}>
      <Map
        defaultCenter={initial.center}
        defaultZoom={initial.zoom}
        gestureHandling="cooperative"
        mapTypeControl={false}
        streetViewControl={false}
        onIdle={save}
        onTilesLoaded={onReady}
        style={{ width: "100%", height: "100%" }}
      >
        <Overlays shapes={shapes} />
        {vehicles ? <Vehicles vehicles={vehicles} /> : null}
      </Map>
    </APIProvider>
  );
}

/** Route lines share streets, so earlier ones are drawn wider (as in the static drawing). */
const lineWeight = (index: number, count: number) => 3 + 2.5 * (count - 1 - index);

function Overlays({ shapes }: { shapes: MapShapes }) {
  const map = useMap();
  useEffect(() => {
    if (!map) return;
    const overlays: { setMap(map: google.maps.Map | null): void }[] = [
      ...shapes.areas.map(
        (area) =>
          new google.maps.Polygon({
            map,
            paths: area.points,
            strokeColor: area.colour,
            strokeWeight: 3,
            fillColor: area.colour,
            fillOpacity: 0.14,
            clickable: false,
          }),
      ),
      ...shapes.lines.map(
        (line, index) =>
          new google.maps.Polyline({
            map,
            path: line.points,
            strokeColor: line.colour,
            strokeWeight: lineWeight(index, shapes.lines.length),
            strokeOpacity: 0.95,
            clickable: false,
          }),
      ),
      ...shapes.markers.map((marker) => new google.maps.Marker({ map, position: marker.position, title: marker.name, label: { text: "P", color: "#FFFFFF", fontWeight: "800" } })),
    ];
    return () => overlays.forEach((overlay) => overlay.setMap(null));
  }, [map, shapes]);
  return null;
}

/**
 * The same ready vehicles as the drawing, as small pink dots, while their figures are fresh: a copy served after
 * `until` shows none, as the drawing's LiveGuard hides its own.
 */
function Vehicles({ vehicles }: { vehicles: MapVehicles }) {
  const map = useMap();
  useEffect(() => {
    if (!map || Date.now() >= vehicles.until) return;
    const icon = { path: google.maps.SymbolPath.CIRCLE, scale: 5, fillColor: "#FF206E", fillOpacity: 1, strokeColor: "#FFFFFF", strokeWeight: 2 };
    const dots = vehicles.points.map((position) => new google.maps.Marker({ map, position, icon, clickable: false }));
    return () => dots.forEach((dot) => dot.setMap(null));
  }, [map, vehicles]);
  return null;
}
