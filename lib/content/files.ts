import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { ContentError, parseContent, problemLine } from "./parse";
import { imagePath } from "./schemas";

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

/** Where the images content names are served from (/assets/images/… is public/assets/images/…). */
function publicRoot(): string {
  return path.join(/*turbopackIgnore: true*/ process.cwd(), "public");
}

/** Every image path a file names, with the field it is in, so a missing picture fails the build, not the page. */
function imageFields(value: unknown, field: string[] = []): { field: string; src: string }[] {
  if (typeof value === "string") return imagePath.safeParse(value).success ? [{ field: field.join("."), src: value }] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => imageFields(item, [...field, String(index)]));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => imageFields(item, [...field, key]));
  return [];
}

function checkImagesExist(file: string, data: unknown): void {
  const missing = imageFields(data).filter(({ src }) => !fs.existsSync(/*turbopackIgnore: true*/ path.join(publicRoot(), src)));
  if (missing.length) {
    throw new ContentError(missing.map(({ field, src }) => problemLine(file, field, `expected an image at public${src}, but there is no such file`)));
  }
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
    throw new ContentError([problemLine(display(relPath), "", `expected JSON: ${(error as Error).message}`)]);
  }
  const parsed = parseContent(display(relPath), schema, data);
  checkImagesExist(display(relPath), data);
  return parsed;
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

/**
 * Reads one file per key. The keys are the folder's files (lib/content/key-sets.cjs), so they differ only when a
 * file was added or removed after the build read the folder; that fails naming the folder. Every file is read before
 * failing, so one build names every bad file at once.
 */
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
      extra.length ? `added since the build read it: ${extra.map((k) => `${k}.json`).join(", ")}` : "",
    ].filter(Boolean);
    throw new Error(`Content folder ${display(relDir)}: ${parts.join("; ")}`);
  }
  return readAll(keys, (key) => readJson(`${relDir}/${key}.json`, schema));
}

/** Loads every key, then throws one ContentError holding every file's problems, if any had one. */
export function readAll<K extends string, T>(keys: readonly K[], read: (key: K) => T): Record<K, T> {
  const problems: string[] = [];
  const entries = keys.flatMap((key) => {
    try {
      return [[key, read(key)] as const];
    } catch (error) {
      problems.push((error as Error).message);
      return [];
    }
  });
  if (problems.length) throw new ContentError(problems);
  return Object.fromEntries(entries) as Record<K, T>;
}

/** Memoises a loader for the life of the process: content does not change while a build or server runs. */
export function once<T>(load: () => T): () => T {
  let value: { current: T } | undefined;
  return () => (value ??= { current: load() }).current;
}
