import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { parseContent } from "./parse";

/**
 * Root of the editable content; overridable so tests can point it at a broken copy. Resolved at run time, out of
 * the bundler's sight: next.config.ts lists content/ for the standalone output instead of tracing the whole project.
 */
export function contentRoot(): string {
  return process.env.CONTENT_DIR ?? path.join(/*turbopackIgnore: true*/ process.cwd(), "content");
}

function display(relPath: string): string {
  return `content/${relPath}`;
}

export function readText(relPath: string): string {
  try {
    return fs.readFileSync(/*turbopackIgnore: true*/ path.join(contentRoot(), relPath), "utf8");
  } catch {
    throw new Error(`Missing content file ${display(relPath)}`);
  }
}

export function readJson<S extends z.ZodType>(relPath: string, schema: S): z.output<S> {
  const raw = readText(relPath);
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (error) {
    throw new Error(`Invalid JSON in ${display(relPath)}: ${(error as Error).message}`);
  }
  return parseContent(display(relPath), schema, data);
}

/** File names (without extension) in a content folder, sorted, for checking them against a spec's key list. */
export function listKeys(relDir: string, extension: string): string[] {
  const dir = path.join(/*turbopackIgnore: true*/ contentRoot(), relDir);
  if (!fs.existsSync(/*turbopackIgnore: true*/ dir)) return [];
  return fs
    .readdirSync(/*turbopackIgnore: true*/ dir)
    .filter((name) => name.endsWith(extension))
    .map((name) => name.slice(0, -extension.length))
    .sort();
}

/** Reads one file per key and fails, naming the folder, when a key has no file or a file has no key. */
export function readKeyed<K extends string, S extends z.ZodType>(
  relDir: string,
  keys: readonly K[],
  schema: S,
): Record<K, z.output<S>> {
  const onDisk = listKeys(relDir, ".json");
  const missing = keys.filter((key) => !onDisk.includes(key));
  const extra = onDisk.filter((key) => !(keys as readonly string[]).includes(key));
  if (missing.length || extra.length) {
    const parts = [
      missing.length ? `missing ${missing.map((k) => `${k}.json`).join(", ")}` : "",
      extra.length ? `unexpected ${extra.map((k) => `${k}.json`).join(", ")}` : "",
    ].filter(Boolean);
    throw new Error(`Content folder ${display(relDir)}: ${parts.join("; ")}`);
  }
  return Object.fromEntries(keys.map((key) => [key, readJson(`${relDir}/${key}.json`, schema)])) as Record<K, z.output<S>>;
}

/** Memoises a loader for the life of the process: content does not change while a build or server runs. */
export function once<T>(load: () => T): () => T {
  let value: { current: T } | undefined;
  return () => (value ??= { current: load() }).current;
}
