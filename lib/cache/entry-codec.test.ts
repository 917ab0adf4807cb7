import { decodeEntry, encodeEntry, entryTags, expiredBy } from "./entry-codec.cjs";

describe("encodeEntry / decodeEntry", () => {
  it("keeps a page's Buffers and segment Map through Redis's strings, byte for byte", () => {
    const entry = {
      lastModified: 1700000000000,
      cacheControl: { revalidate: 3600, expire: 31536000 },
      value: {
        kind: "APP_PAGE",
        html: "<html>Kia ora</html>",
        rscData: Buffer.from([0, 1, 254, 255]),
        segmentData: new Map([["/_tree", Buffer.from("tree")], ["/careers", new Uint8Array([7, 8])]]),
        headers: { "x-next-cache-tags": "_N_T_/layout,_N_T_/nz/careers" },
        status: 200,
      },
    };
    const decoded = decodeEntry(encodeEntry(entry)) as typeof entry;
    expect(decoded.value.rscData).toEqual(Buffer.from([0, 1, 254, 255]));
    expect(decoded.value.segmentData).toBeInstanceOf(Map);
    expect([...decoded.value.segmentData.entries()]).toEqual([["/_tree", Buffer.from("tree")], ["/careers", Buffer.from([7, 8])]]);
    expect(decoded.value.html).toBe(entry.value.html);
    expect(decoded.cacheControl).toEqual(entry.cacheControl);
  });
});

describe("entryTags", () => {
  it("reads a page's tags from its cache-tags header, a fetch's from its context", () => {
    expect(entryTags({ value: { headers: { "x-next-cache-tags": "_N_T_/layout,_N_T_/nz/careers" } } })).toEqual(["_N_T_/layout", "_N_T_/nz/careers"]);
    expect(entryTags({ value: { kind: "FETCH" } }, { tags: ["a"], softTags: ["_N_T_/nz"] })).toEqual(["a", "_N_T_/nz"]);
    expect(entryTags(null)).toEqual([]);
  });
});

describe("expiredBy", () => {
  it("expires an entry written before a revalidation that has taken effect, and only that", () => {
    expect(expiredBy({ expired: 2000 }, 1000, 3000)).toBe(true);
    expect(expiredBy({ expired: 2000 }, 2500, 3000)).toBe(false); // rendered after the revalidation
    expect(expiredBy({ expired: 5000 }, 1000, 3000)).toBe(false); // a later expiry (stale-while-revalidate)
    expect(expiredBy({ stale: 2000 }, 1000, 3000)).toBe(false);
    expect(expiredBy(null, 1000, 3000)).toBe(false);
  });
});
