import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Proves the promise the content layer makes: a broken content file stops `next build` with a message naming the
 * file and the field. The build reads a broken copy of content/ and writes to its own directory.
 */
describe("next build with broken content", () => {
  it("fails and names the file and the field", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "broken-content-"));
    fs.cpSync(path.join(process.cwd(), "content"), dir, { recursive: true });
    const file = path.join(dir, "cities", "wellington.json");
    const city = JSON.parse(fs.readFileSync(file, "utf8"));
    delete city.catch;
    fs.writeFileSync(file, JSON.stringify(city));

    const distDir = `.next-broken-${process.pid}`;
    // next build adds its build directory's types to these two files; they are put back as they were.
    const written = ["tsconfig.json", "next-env.d.ts"].map((name) => [name, fs.readFileSync(name, "utf8")] as const);
    try {
      const build = spawnSync("npx", ["next", "build"], {
        // The content check is what is under test; the type check (npm run typecheck) only made it 20 s slower.
        env: { ...process.env, CONTENT_DIR: dir, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: "1", BUILD_SKIP_TYPECHECK: "1" },
        encoding: "utf8",
        timeout: 240_000,
      });
      const output = `${build.stdout}\n${build.stderr}`;
      expect(build.status).not.toBe(0);
      expect(output).toMatch(/Invalid content in content\/cities\/wellington\.json:\s+- catch:/);
    } finally {
      for (const [name, text] of written) fs.writeFileSync(name, text);
      fs.rmSync(path.join(process.cwd(), distDir), { recursive: true, force: true });
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
