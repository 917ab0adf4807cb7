import fs from "node:fs";
import path from "node:path";

/**
 * lib/ is the ground floor: plain functions that the app, the preload (server/) and the scripts all build on. An
 * import from lib/ up into server/ would tie the floor to the preload (and the preload's copy in
 * .next/standalone to files it does not ship): what both need lives in lib/.
 */
const ROOT = process.cwd();
const SERVER = path.join(ROOT, "server");
const SOURCE = /\.(ts|tsx|cts|mts|js|cjs|mjs)$/;

/** Every module specifier a source names: static and dynamic imports, re-exports and require(). */
function specifiers(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\bfrom\s*["']([^"']+)["']/g,
    /\bimport\s*["']([^"']+)["']/g,
    /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
    /\brequire\s*\(\s*["']([^"']+)["']\s*\)/g,
    /\bjest\.(?:mock|requireActual)\s*\(\s*["']([^"']+)["']/g,
  ];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) found.push(match[1]!);
  return found;
}

/** Whether a specifier named in `file` reaches into server/ (by relative path or the @/ alias). */
function reachesServer(file: string, specifier: string): boolean {
  const target = specifier.startsWith("@/")
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(file), specifier)
      : null;
  return target !== null && (target === SERVER || target.startsWith(SERVER + path.sep));
}

function sourcesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => SOURCE.test(name))
    .map((name) => path.join(dir, name));
}

describe("the layers", () => {
  it("tell an import into server/ from one that stays below it", () => {
    const file = path.join(ROOT, "lib", "deploy", "x.cjs");
    const named = specifiers(
      'const a = require("../../server/compression.cjs");\nimport b from "@/server/trusted-proxy.cjs";\nimport "./here.cjs";\nconst c = await import("../../lib/server-side.ts");\nexport { d } from "node:zlib";',
    );
    expect(named).toEqual(expect.arrayContaining(["../../server/compression.cjs", "@/server/trusted-proxy.cjs", "./here.cjs", "../../lib/server-side.ts", "node:zlib"]));
    expect(named.filter((specifier) => reachesServer(file, specifier)).sort()).toEqual(["../../server/compression.cjs", "@/server/trusted-proxy.cjs"]);
  });

  it("has no import from lib/ up into server/, tests included", () => {
    // This file is left out: its own first test names such imports, as strings.
    const upward = sourcesUnder(path.join(ROOT, "lib")).filter((file) => file !== __filename).flatMap((file) =>
      specifiers(fs.readFileSync(file, "utf8"))
        .filter((specifier) => reachesServer(file, specifier))
        .map((specifier) => `${path.relative(ROOT, file)} imports ${specifier}`),
    );
    expect(upward).toEqual([]);
  });
});
