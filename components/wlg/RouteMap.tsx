import { MapView } from "@/components/map/MapView";
import { boundsOf } from "@/lib/geo/camera";
import { allPoints, type MapShapes } from "@/lib/geo/types";
import { routeLabelPoint } from "@/lib/geo/route-labels";
import type { Wlg } from "@/lib/content/wlg";
import styles from "./RouteMap.module.css";

/** Where the interactive map opens before a visitor has moved it: the whole corridor in view. */
const ROUTES_ZOOM = 13;

const toLatLng = ([lat, lng]: readonly [number, number]) => ({ lat, lng });

/** The three routes between the city and the airport, with the parking area, on a map and in a legend. */
export function RouteMap({ routes, parking }: Pick<Wlg, "routes" | "parking">) {
  const shapes: MapShapes = {
    areas: [],
    lines: routes.map((route) => ({ name: route.name, colour: route.colour, points: route.path.map(([lat, lng]) => ({ lat, lng })) })),
    markers: [{ name: "Flamingo parking area", position: { lat: parking.lat, lng: parking.lng } }],
    // Without a Maps key the drawing is all a reader has: it names where the routes start and finish, and
    // numbers each line as the key below does.
    labels: [
      ...(routes[0] ? [{ kind: "place" as const, text: "Start: city centre", position: toLatLng(routes[0].path[0]!) }] : []),
      { kind: "place", text: "Finish: airport terminal", position: { lat: parking.lat, lng: parking.lng } },
      ...routes.map((route, index) => ({
        kind: "route" as const,
        text: String(index + 1),
        colour: route.colour,
        position: routeLabelPoint(routes.map((each) => each.path.map(toLatLng)), index),
      })),
    ],
  };
  const bounds = boundsOf(allPoints(shapes));
  const center = bounds ? { lat: (bounds.north + bounds.south) / 2, lng: (bounds.east + bounds.west) / 2 } : undefined;

  return (
    <section className="section section--blush" aria-labelledby="routes-heading">
      <div className="container">
        <div className="section-head">
          <span className="eyebrow">Pick your path</span>
          <h2 id="routes-heading">Three Ways to the Airport</h2>
          <p>Each route starts in the city centre and finishes at the Flamingo parking area by the terminal.</p>
        </div>
        <div className={styles.layout}>
          <MapView shapes={shapes} label="Map of the three Flamingo routes, numbered 1 to 3, from the start in Wellington's city centre to the finish at the airport terminal, with the parking area marked P" camera={{ center, zoom: ROUTES_ZOOM }} />
          <ul className={styles.legend} aria-label="Map key">
            {routes.map((route, index) => (
              <li key={route.name} className={styles.entry}>
                <span className={styles.key} aria-hidden="true">
                  <span className={styles.number} style={{ borderColor: route.colour }}>
                    {index + 1}
                  </span>
                  <span className={styles.line} style={{ background: route.colour }} />
                </span>
                <div>
                  <h3 className={styles.name}>
                    <span className="visually-hidden">Route {index + 1}: </span>
                    {route.name}
                  </h3>
                  <p>{route.description}</p>
                </div>
              </li>
            ))}
            <li className={styles.entry}>
              <span className={styles.parking} aria-hidden="true">
                P
              </span>
              <div>
                <h3 className={styles.name}>Flamingo parking area</h3>
                <p>{parking.label}</p>
              </div>
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}
