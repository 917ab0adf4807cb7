import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { writeCompressedCopies } from "@/lib/deploy/compressed-copies.cjs";
import { chooseEncoding, compress, immutableCache, isCompressible } from "@/server/compression.cjs";

describe("server/compression.cjs", () => {
  it("prefers Brotli, then gzip, and honours q=0 and *", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("br")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("gzip;q=1.0, br;q=0")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("*;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("deflate, identity")).toBeNull();
    expect(chooseEncoding("")).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });

  it("compresses text, scripts, styles, JSON, XML and SVG, and not images, fonts or event streams", () => {
    for (const type of ["text/html; charset=utf-8", "text/css", "application/javascript", "text/javascript; charset=utf-8", "application/json", "application/manifest+json", "application/ld+json", "application/xml", "application/rss+xml", "image/svg+xml", "text/plain", "text/x-component"]) {
      expect([type, isCompressible(type)]).toEqual([type, true]);
    }
    for (const type of ["image/png", "image/webp", "font/woff2", "application/octet-stream", "text/event-stream", "", undefined]) {
      expect([type, isCompressible(type)]).toEqual([type, false]);
    }
  });

  it("round-trips with both encodings", async () => {
    const body = Buffer.from("<p>Kia ora</p>".repeat(500));
    expect(zlib.brotliDecompressSync(await compress(body, "br")).equals(body)).toBe(true);
    expect(zlib.gunzipSync(await compress(body, "gzip")).equals(body)).toBe(true);
  });
});

describe("immutableCache", () => {
  it("keeps bodies up to its limit, dropping the oldest first", () => {
    const cache = immutableCache(10);
    cache.set("br /a.js", Buffer.alloc(4));
    cache.set("br /b.js", Buffer.alloc(4));
    expect(cache.get("br /a.js")?.length).toBe(4);
    cache.set("br /c.js", Buffer.alloc(4));
    expect(cache.get("br /a.js")).toBeUndefined();
    expect(cache.get("br /b.js")?.length).toBe(4);
    expect(cache.get("br /c.js")?.length).toBe(4);
    cache.set("br /huge.js", Buffer.alloc(11));
    expect(cache.get("br /huge.js")).toBeUndefined();
  });
});

describe("the edge's published copies", () => {
  it("are the instance's own Brotli bytes for the same file (both compress at lib/deploy/compression-levels.cjs)", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "copies-"));
    try {
      const plain = Buffer.from("console.log('kia ora');\n".repeat(400));
      fs.writeFileSync(path.join(folder, "app.js"), plain);
      writeCompressedCopies(folder);
      expect(fs.readFileSync(path.join(folder, "app.js.br")).equals(await compress(plain, "br"))).toBe(true);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
