export type LatLng = { lat: number; lng: number };

/** What a map shows, whether drawn as a static SVG or on the interactive Google map. */
export type MapShapes = {
  /** Closed outlines, e.g. a city's service area. */
  areas: { name: string; points: LatLng[]; colour: string }[];
  /** Open paths, e.g. routes to the airport. */
  lines: { name: string; points: LatLng[]; colour: string }[];
  /** Single places, e.g. a parking area. */
  markers: { name: string; position: LatLng }[];
  /**
   * Words written on the drawing (the interactive map has its own street names): a place such as a route's start,
   * or a route's number beside its line, ringed in the route's colour.
   */
  labels?: MapLabel[];
};

export type MapLabel = { text: string; position: LatLng; kind: "place" | "route"; colour?: string };

/** Every point a map has to show, for fitting the view around them. */
export function allPoints(shapes: MapShapes): LatLng[] {
  return [
    ...shapes.areas.flatMap((area) => area.points),
    ...shapes.lines.flatMap((line) => line.points),
    ...shapes.markers.map((marker) => marker.position),
    ...(shapes.labels ?? []).map((label) => label.position),
  ];
}
