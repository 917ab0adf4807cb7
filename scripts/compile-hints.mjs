// After `next build` (npm run build, and the browser suite's builds in scripts/e2e-builds.mjs): marks the scripts a
// page runs as it starts with V8's explicit compile hint, a first line `//# allFunctionsCalledOnLoad`. Chrome 136
// and later then compile all of such a script's functions on the thread that streams it in, while it downloads,
// instead of one by one on the main thread the first time each is called; other browsers read a comment. On the
// bench's phone those lazy compiles took about 370 ms of a blank Next page's main thread and 400-470 ms of /pricing's
// (docs/performance.md, Scripts compiled while they download). Scripts loaded later on purpose (the field-vitals
// reporter, the fare finder's sums, the Google map) and the polyfills only old browsers fetch are left as they are:
// compiling all of them up front would spend work on code a visit may never run.
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** `source` with the hint as its first line, once. */
export function withCompileHint(source) {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/**
 * The scripts (paths relative to the build directory, as `static/chunks/….js`) that pages load as they start: the
 * framework's (build-manifest.json's rootMainFiles) and every layout's and page's own entry scripts, as each
 * route's client reference manifest lists them (`entryJSFiles`). `manifests` are those files' texts.
 */
export function startupScripts(buildManifest, manifests) {
  const scripts = new Set(buildManifest.rootMainFiles ?? []);
  for (const text of manifests) {
    const sandbox = { globalThis: {} };
    vm.runInNewContext(text, sandbox, { timeout: 1000 });
    for (const manifest of Object.values(sandbox.globalThis.__RSC_MANIFEST ?? {})) {
      for (const files of Object.values(manifest.entryJSFiles ?? {})) for (const file of files) scripts.add(file);
    }
  }
  return [...scripts].filter((file) => file.endsWith(".js")).sort();
}

/** Adds the hint to the start-up scripts of the build in `distDir`; returns their paths. */
export function addCompileHints(distDir) {
  const buildManifest = JSON.parse(fs.readFileSync(path.join(distDir, "build-manifest.json"), "utf8"));
  const appDir = path.join(distDir, "server", "app");
  const manifests = fs
    .readdirSync(appDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith("_client-reference-manifest.js"))
    .map((file) => fs.readFileSync(path.join(appDir, file), "utf8"));
  const scripts = startupScripts(buildManifest, manifests);
  for (const file of scripts) {
    const full = path.join(distDir, file);
    fs.writeFileSync(full, withCompileHint(fs.readFileSync(full, "utf8")));
  }
  return scripts;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = path.resolve(process.env.NEXT_DIST_DIR ?? ".next");
  console.log(`compile hints: ${addCompileHints(distDir).length} start-up scripts in ${path.relative(process.cwd(), distDir) || "."}`);
}
