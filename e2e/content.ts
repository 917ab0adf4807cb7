import fs from "node:fs";
import path from "node:path";

/** A content file as the copywriters wrote it, so specs assert what the site was given to show. */
export function content<T = Record<string, unknown>>(relPath: string): T {
  return JSON.parse(fs.readFileSync(path.join(process.cwd(), "content", relPath), "utf8")) as T;
}

export type CityContent = {
  gbfsSystem: string;
  name: string; regionId: number; instructionGroupId: number; catch: string; summary: string; safetyIntro: string;
  hours: [string, string]; image: { src: string; alt: string };
  howTo: { scooter: boolean; scooter5: boolean; bike: boolean }; listed: boolean; endedOn?: string;
};
export type VehicleContent = {
  name: string; instructionGroupId: number; catch: string; summary: string; blurb: string;
  started: { title: string; description: string; image: { src: string; alt: string } }[];
};
export type InstructionContent = { items: { photoUrl: string; title: string; description: string }[] };
export type RegionContent = { serviceArea: { latitude: number; longitude: number }[] };

export const city = (key: string) => content<CityContent>(`cities/${key}.json`);
export const vehicle = (key: string) => content<VehicleContent>(`vehicles/${key}.json`);
export const instructions = (groupId: number) => content<InstructionContent>(`facade/instructions/${groupId}.json`);
export const region = (regionId: number) => content<RegionContent>(`facade/regions/${regionId}.json`);

/** Number of points an SVG path visits (one M or L command each). */
export const pathPoints = (d: string | null) => (d?.match(/[ML]/g) ?? []).length;

/** Requests for Google's Maps JavaScript or tiles. */
export const MAPS_REQUEST = /maps\.googleapis\.com|maps\.gstatic\.com/;

/**
 * How long to watch the network after scrolling before concluding nothing lazy was fetched. (Not "networkidle":
 * the router's prefetches of neighbouring pages can stay open and would make that wait forever.)
 */
export const SETTLE_MS = 2000;
