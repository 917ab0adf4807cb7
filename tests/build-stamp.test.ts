import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { BUILD_INPUTS, buildReason, buildState, SERVER, sourceHash, STAMP, writeStamp } from "../scripts/build-stamp.mjs";

/** A small tree shaped like the repository: a page, a lib file with its test, the config, a doc and the lockfile. */
function tree(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "build-stamp-"));
  const files: Record<string, string> = {
    "app/page.tsx": "export default function Page() { return null; }",
    "lib/fare.ts": "export const unlock = 1;",
    "lib/fare.test.ts": "it('adds', () => {});",
    "content/cities/wellington.json": '{"name":"Wellington"}',
    "next.config.ts": "export default {};",
    "package-lock.json": "{}",
    "docs/performance.md": "# Speed",
  };
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
}

/** What `npm run build` leaves: the standalone server and, last, the stamp. */
function build(root: string, env: Record<string, string> = {}) {
  fs.mkdirSync(path.dirname(path.join(root, SERVER)), { recursive: true });
  fs.writeFileSync(path.join(root, SERVER), "// server");
  writeStamp(root, env);
}

const reason = (root: string, env: Record<string, string> = {}) => buildReason(buildState(root, env));

describe("npm start builds only when there is no build of the current source (scripts/build-stamp.mjs)", () => {
  let root: string;
  beforeEach(() => {
    root = tree();
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("builds a fresh clone, and not again once built", () => {
    expect(reason(root)).toBe("there is no build");
    build(root);
    expect(reason(root)).toBeNull();
  });

  it("builds again after a change to the code, the content, the config or the lockfile, or a file added or removed", () => {
    build(root);
    const changes: [string, () => void][] = [
      ["code", () => fs.appendFileSync(path.join(root, "lib/fare.ts"), "\nexport const perMinute = 0.65;")],
      ["content", () => fs.writeFileSync(path.join(root, "content/cities/wellington.json"), '{"name":"Te Whanganui-a-Tara"}')],
      ["config", () => fs.writeFileSync(path.join(root, "next.config.ts"), "export default { poweredByHeader: false };")],
      ["lockfile", () => fs.writeFileSync(path.join(root, "package-lock.json"), '{"lockfileVersion":3}')],
      ["a new file", () => fs.writeFileSync(path.join(root, "app/about.tsx"), "export default null;")],
      ["a removed file", () => fs.rmSync(path.join(root, "app/about.tsx"))],
    ];
    for (const [what, change] of changes) {
      change();
      expect([what, reason(root)]).toEqual([what, "the source has changed since the build"]);
      build(root);
    }
  });

  it("does not build for a test or a document, which no bundle holds", () => {
    build(root);
    fs.writeFileSync(path.join(root, "lib/fare.test.ts"), "it('adds twice', () => {});");
    fs.writeFileSync(path.join(root, "docs/performance.md"), "# Speed, again");
    expect(reason(root)).toBeNull();
  });

  it("builds again when the build's environment differs (the maps key is read while building)", () => {
    build(root, { NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: "" });
    expect(reason(root, { NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: "key" })).toBe("the source has changed since the build");
    expect(reason(root, { NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: "" })).toBeNull();
  });

  it("builds when a next build left no stamp (the browser suite's builds empty .next and write none)", () => {
    build(root);
    fs.rmSync(path.join(root, STAMP));
    expect(reason(root)).toBe("the build is not stamped with the source it was made from");
  });

  it("keeps each file's bytes apart, so bytes moved from one file to the next change the hash", () => {
    // In path order app/page.tsx comes before lib/fare.ts: "ab" + "c" and "a" + "bc" read alike when run together.
    fs.writeFileSync(path.join(root, "app/page.tsx"), "ab");
    fs.writeFileSync(path.join(root, "lib/fare.ts"), "c");
    const before = sourceHash(root);
    fs.writeFileSync(path.join(root, "app/page.tsx"), "a");
    fs.writeFileSync(path.join(root, "lib/fare.ts"), "bc");
    expect(sourceHash(root)).not.toBe(before);
  });

  it("reads the repository's real inputs in well under a second", () => {
    const repo = path.resolve(__dirname, "..");
    for (const input of ["app", "lib", "content", "package-lock.json"]) expect(BUILD_INPUTS).toContain(input);
    const started = performance.now();
    expect(sourceHash(repo)).toMatch(/^[0-9a-f]{64}$/);
    expect(performance.now() - started).toBeLessThan(1500);
  });
});
