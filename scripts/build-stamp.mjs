// Whether `npm start` has a build of the current source to serve (README, "Serve the site"). `npm run build` ends by
// writing a hash of what the build is made from into .next/source-hash ("write"); `npm start` first runs "ensure",
// which builds when that file is missing, differs from the tree's hash or there is no server, and only then. Any
// `next build` empties .next first (the browser suite's builds too), so a build this script did not stamp is rebuilt.
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** What a build is made from: the code, content, artwork, the start-up preloads, the config and the lockfile. */
export const BUILD_INPUTS = [
  "app", "components", "content", "lib", "public", "server", "proxy.ts", "instrumentation.ts", "next.config.ts",
  "package.json", "package-lock.json", "tsconfig.json", "scripts/compile-hints.mjs", "scripts/standalone.mjs", "scripts/land.ts",
];
/** The environment next.config.ts reads while building (the maps key, image origins, the deploy id). */
export const BUILD_ENV = ["NEXT_PUBLIC_GOOGLE_MAPS_API_KEY", "CSP_IMAGE_ORIGINS", "DEPLOY_VERSION"];
/** Tests beside the code are not part of any bundle: changing one does not call for a build. */
const NOT_BUILT = /\.test\.[cm]?[jt]sx?$/;

export const STAMP = path.join(".next", "source-hash");
export const SERVER = path.join(".next", "standalone", "server.js");

/** Every file under `input` (a file or a folder), relative to `root`, sorted so the walk's order cannot change the hash. */
function filesUnder(root, input) {
  const full = path.join(root, input);
  const stat = fs.statSync(full, { throwIfNoEntry: false });
  if (!stat) return [];
  if (!stat.isDirectory()) return NOT_BUILT.test(input) ? [] : [input];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath ?? entry.path, entry.name)))
    .filter((file) => !NOT_BUILT.test(file));
}

/** A SHA-256 over the inputs' paths and bytes and the build's environment: equal exactly when a build would be the same. */
export function sourceHash(root, env = process.env) {
  const hash = crypto.createHash("sha256");
  const files = BUILD_INPUTS.flatMap((input) => filesUnder(root, input)).sort();
  for (const file of files) {
    const bytes = fs.readFileSync(path.join(root, file));
    // Lengths before contents: "ab"+"c" and "a"+"bc" must not hash alike.
    hash.update(`${file.split(path.sep).join("/")}\0${bytes.length}\0`).update(bytes);
  }
  for (const name of BUILD_ENV) hash.update(`${name}=${env[name] ?? ""}\0`);
  return hash.digest("hex");
}

/**
 * Why `npm start` must build first, or null when the build it would serve is of this source.
 * @param {{ serverExists: boolean, stamp: string | null, hash: string }} state
 */
export function buildReason({ serverExists, stamp, hash }) {
  if (!serverExists) return "there is no build";
  if (stamp === null) return "the build is not stamped with the source it was made from";
  if (stamp.trim() !== hash) return "the source has changed since the build";
  return null;
}

/** The state of `root`'s build against its source. */
export function buildState(root, env = process.env) {
  const stampFile = path.join(root, STAMP);
  return {
    serverExists: fs.existsSync(path.join(root, SERVER)),
    stamp: fs.existsSync(stampFile) ? fs.readFileSync(stampFile, "utf8") : null,
    hash: sourceHash(root, env),
  };
}

export function writeStamp(root, env = process.env) {
  fs.writeFileSync(path.join(root, STAMP), `${sourceHash(root, env)}\n`);
}

if (process.argv[1] === import.meta.filename) {
  const root = path.resolve(import.meta.dirname, "..");
  const command = process.argv[2];
  if (command === "write") {
    writeStamp(root);
  } else if (command === "ensure") {
    const reason = buildReason(buildState(root));
    if (reason) {
      console.error(`npm start: building first, as ${reason} (npm run build)`);
      const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
      if (build.status !== 0) process.exit(build.status ?? 1);
    }
  } else {
    console.error("usage: node scripts/build-stamp.mjs write|ensure");
    process.exit(2);
  }
}
