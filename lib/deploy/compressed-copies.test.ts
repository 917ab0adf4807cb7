import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { brotliOptions } from "./compression-levels.cjs";
import { writeCompressedCopies } from "./compressed-copies.cjs";

describe("lib/deploy/compressed-copies.cjs", () => {
  let folder: string;
  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "copies-"));
    fs.mkdirSync(path.join(folder, "chunks"));
    fs.writeFileSync(path.join(folder, "chunks", "app.js"), "console.log('kia ora');\n".repeat(400));
    fs.writeFileSync(path.join(folder, "chunks", "site.css"), "body{margin:0}\n".repeat(200));
    fs.writeFileSync(path.join(folder, "font.woff2"), Buffer.alloc(2048, 7));
  });
  afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

  it("writes a Brotli and a gzip 9 copy beside each script and stylesheet, each decompressing to the file", () => {
    expect(writeCompressedCopies(folder)).toBe(4);
    for (const file of ["chunks/app.js", "chunks/site.css"]) {
      const plain = fs.readFileSync(path.join(folder, file));
      const brotli = fs.readFileSync(path.join(folder, `${file}.br`));
      expect(zlib.brotliDecompressSync(brotli).equals(plain)).toBe(true);
      expect(zlib.gunzipSync(fs.readFileSync(path.join(folder, `${file}.gz`))).equals(plain)).toBe(true);
      // At the instance's level and options (tests/server/compression.test.ts: the instance's bytes are these).
      expect(brotli.equals(zlib.brotliCompressSync(plain, brotliOptions(plain)))).toBe(true);
    }
    expect(fs.existsSync(path.join(folder, "font.woff2.br"))).toBe(false);
  });

  it("never overwrites a copy an earlier build published, and writes only what is missing", () => {
    fs.writeFileSync(path.join(folder, "chunks", "app.js.br"), "earlier");
    expect(writeCompressedCopies(folder)).toBe(3);
    expect(fs.readFileSync(path.join(folder, "chunks", "app.js.br"), "utf8")).toBe("earlier");
    expect(writeCompressedCopies(folder)).toBe(0);
  });

  it("runs as compose's publish-static step runs it, and names its folder when none is given", () => {
    const script = path.join(__dirname, "compressed-copies.cjs");
    expect(execFileSync(process.execPath, [script, folder], { encoding: "utf8" })).toBe(`4 compressed copies written under ${folder}\n`);
    expect(() => execFileSync(process.execPath, [script], { stdio: "pipe" })).toThrow(/usage: node lib\/deploy\/compressed-copies\.cjs <folder>/);
  });
});
