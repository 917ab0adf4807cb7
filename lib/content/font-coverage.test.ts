/**
 * @jest-environment node
 *
 * The served web font is cut to the characters listed in app/fonts/subset.json (scripts/subset-font.mjs). Content
 * that uses any other character would show it in the fallback font beside the web font's letters, unnoticed, so
 * every character of content/ must be in the list, or in its `fallback` list of characters the font itself lacks.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import subset from "@/app/fonts/subset.json";

const CONTENT = path.join(process.cwd(), "content");

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.(json|md)$/.test(entry.name) ? [full] : [];
  });
}

describe("the web font's characters", () => {
  it("cover every character content uses, or the character is one the font lacks", () => {
    const known = new Set([...subset.characters, ...subset.fallback]);
    const missing = new Map<string, string>();
    for (const file of filesUnder(CONTENT)) {
      for (const character of fs.readFileSync(file, "utf8")) {
        if (character.codePointAt(0)! < 0x20 || known.has(character) || missing.has(character)) continue;
        missing.set(character, path.relative(process.cwd(), file));
      }
    }
    const report = [...missing].map(([character, file]) => `${character} (U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}) in ${file}`);
    expect(report).toEqual([]);
  });

  it("are exactly what the committed font file holds (npm run font:subset)", () => {
    expect(() => execFileSync(process.execPath, ["scripts/subset-font.mjs", "--check"], { stdio: "pipe" })).not.toThrow();
  });

  it("list no character twice across the two lists", () => {
    const fallback = new Set(subset.fallback);
    expect([...subset.characters].filter((character) => fallback.has(character))).toEqual([]);
  });
});
