import fs from "node:fs";
import path from "node:path";
// eslint-disable-next-line @typescript-eslint/no-require-imports
const internals = require("./next-internals.cjs") as {
  FILE_SYSTEM_CACHE: string;
  TAGS_MANIFEST: string;
  checkedNextInternals(fileSystemCacheModule: unknown, tagsManifestModule: unknown): unknown;
  loadNextInternals(): { FileSystemCache: unknown; tagsManifest: unknown };
};

// eslint-disable-next-line @typescript-eslint/no-require-imports
const real = () => [require(internals.FILE_SYSTEM_CACHE), require(internals.TAGS_MANIFEST)] as const;

describe("Next's private cache modules", () => {
  it("are the shape the page cache handler was written for, in the installed next", () => {
    const { FileSystemCache, tagsManifest } = internals.loadNextInternals();
    expect(typeof FileSystemCache).toBe("function");
    expect(tagsManifest).toBeInstanceOf(Map);
  });

  it("next is pinned to the minor versions checked here", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(process.cwd(), "package.json"), "utf8")) as { dependencies: Record<string, string> };
    const installed = (JSON.parse(fs.readFileSync(path.join(process.cwd(), "node_modules/next/package.json"), "utf8")) as { version: string }).version;
    expect(pkg.dependencies.next).toMatch(/^~16\.4\.\d+$/);
    expect(installed).toMatch(/^16\.4\./);
  });

  describe("fail loudly, naming the change, when pointed at a changed module", () => {
    const [fileSystemCache, tagsModule] = real();
    class Renamed {
      async get() {}
      async set() {}
      async revalidateTags() {}
    }
    it.each([
      ["no default export", { FileSystemCache: fileSystemCache.default }, tagsModule, /no default export class/],
      ["revalidateTag renamed", { default: Renamed }, tagsModule, /FileSystemCache\.prototype\.revalidateTag is not a function/],
      ["the memory option renamed", { default: Renamed }, tagsModule, /ctx\.maxMemoryCacheSize/],
      ["the manifest no longer a Map", fileSystemCache, { ...tagsModule, tagsManifest: {} }, /tagsManifest is not a Map/],
      ["records read another way", fileSystemCache, { tagsManifest: new Map(), areTagsExpired: () => false }, /no longer expires the entries written before it/],
      ["the manifest module gone", fileSystemCache, undefined, /areTagsExpired is not a function/],
    ])("%s", (_, fileSystemCacheModule, tagsManifestModule, message) => {
      expect(() => internals.checkedNextInternals(fileSystemCacheModule, tagsManifestModule)).toThrow(message);
      expect(() => internals.checkedNextInternals(fileSystemCacheModule, tagsManifestModule)).toThrow(/Next's private cache modules changed shape/);
    });
  });
});
