import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { LandPatch } from "./land";

/**
 * Where the build writes the land around each city (scripts/land.ts), relative to the server's folder: the
 * repository when `next start` or `next dev` runs, .next/standalone (which scripts/standalone.mjs gives a copy) when
 * the standalone server does.
 */
export const LAND_FILE = path.join(".next-land", "land.json");

const point = z.tuple([z.number(), z.number()]);
const bounds = z.object({ west: z.number(), south: z.number(), east: z.number(), north: z.number() });
const landFile = z.object({
  inputs: z.string(),
  patches: z.array(z.object({ name: z.string(), bounds, rings: z.array(z.array(point).min(3)) })),
});

let patches: LandPatch[] | undefined;

/** The land patches the build made, read once; none when the file is missing or malformed, and the maps show water only. */
export function landPatches(): LandPatch[] {
  if (patches) return patches;
  try {
    patches = landFile.parse(JSON.parse(fs.readFileSync(path.join(process.cwd(), LAND_FILE), "utf8"))).patches;
  } catch {
    patches = [];
  }
  return patches;
}
