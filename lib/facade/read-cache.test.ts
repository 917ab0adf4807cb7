import { ReadCache } from "./read-cache";

describe("ReadCache", () => {
  it("makes one call per key per period, however many requests arrive at once", async () => {
    let now = 0;
    const cache = new ReadCache(30_000, 10, () => now);
    const load = jest.fn(async () => ({ ok: true }));
    await Promise.all(Array.from({ length: 100 }, () => cache.get("career", load)));
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get("region:1", load);
    expect(load).toHaveBeenCalledTimes(2);
    now = 29_999;
    await cache.get("career", load);
    expect(load).toHaveBeenCalledTimes(2);
    now = 30_000;
    await cache.get("career", load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("keeps at most `capacity` keys", async () => {
    const cache = new ReadCache(30_000, 2, () => 0);
    const load = jest.fn(async () => null);
    for (const key of ["a", "b", "c", "a"]) await cache.get(key, load);
    expect(load).toHaveBeenCalledTimes(4); // a was dropped when c arrived
  });

  it("with a period of 0 calls through every time", async () => {
    const cache = new ReadCache(0);
    const load = jest.fn(async () => null);
    await cache.get("a", load);
    await cache.get("a", load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
