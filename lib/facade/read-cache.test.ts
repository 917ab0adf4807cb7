import { fail, ok, type Result } from "./backend";
import { readCache } from "./read-cache";

/** A clock the test moves; it starts past 0, which lru-cache reads as "no start time". */
const clock = () => {
  const perf = { time: 0, now: () => 1000 + perf.time };
  return perf;
};
const answers = (...results: Result<unknown>[]) => {
  const load = jest.fn(async () => results.length > 1 ? results.shift()! : results[0]!);
  return load;
};

describe("readCache", () => {
  it("makes one call per key per period, however many requests arrive at once", async () => {
    const perf = clock();
    const read = readCache(30_000, 10, perf);
    const load = answers(ok("list"));
    await Promise.all(Array.from({ length: 100 }, () => read("career", load)));
    expect(load).toHaveBeenCalledTimes(1);
    await read("region:1", load);
    expect(load).toHaveBeenCalledTimes(2);
    perf.time = 29_999;
    await read("career", load);
    expect(load).toHaveBeenCalledTimes(2);
    perf.time = 30_001;
    await read("career", load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("never keeps a failure: the next request calls again and gets the healthy answer", async () => {
    const read = readCache(30_000, 10, clock());
    for (const [status, code] of [[502, "upstream"], [503, "unavailable"], [429, "rate_limited"]] as const) {
      const failure = fail(status, code);
      const load = answers(failure, ok("list"));
      await expect(read(`career-${status}`, load)).resolves.toEqual(failure);
      await expect(read(`career-${status}`, load)).resolves.toEqual(ok("list"));
      expect(load).toHaveBeenCalledTimes(2);
    }
  });

  it("shares a failing call in flight, then calls again", async () => {
    const read = readCache(30_000, 10, clock());
    const load = answers(fail(502, "upstream"), ok("list"));
    const first = await Promise.all(Array.from({ length: 20 }, () => read("career", load)));
    expect(new Set(first.map((result) => result.ok))).toEqual(new Set([false]));
    expect(load).toHaveBeenCalledTimes(1);
    await expect(read("career", load)).resolves.toEqual(ok("list"));
  });

  it("serves the last good answer while a refresh fails, and the fresh one once it succeeds", async () => {
    const perf = clock();
    const read = readCache(30_000, 10, perf);
    const load = answers(ok("old"), fail(502, "upstream"), fail(502, "upstream"), ok("new"));
    await expect(read("career", load)).resolves.toEqual(ok("old"));
    perf.time = 31_000;
    await expect(read("career", load)).resolves.toEqual(ok("old"));
    await expect(read("career", load)).resolves.toEqual(ok("old"));
    await expect(read("career", load)).resolves.toEqual(ok("new"));
    expect(load).toHaveBeenCalledTimes(4);
  });

  it("keeps the API's own 4xx answers like any other answer", async () => {
    const read = readCache(30_000, 10, clock());
    const load = answers(fail(404, "not_found"), ok("plan"));
    await expect(read("get-plan:gone", load)).resolves.toEqual(fail(404, "not_found"));
    await expect(read("get-plan:gone", load)).resolves.toEqual(fail(404, "not_found"));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("a call that throws is not kept either", async () => {
    const read = readCache(30_000, 10, clock());
    const load = jest.fn<Promise<Result<string>>, []>().mockRejectedValueOnce(new Error("socket")).mockResolvedValue(ok("list"));
    await expect(read("career", load)).rejects.toThrow("socket");
    await expect(read("career", load)).resolves.toEqual(ok("list"));
  });

  it("keeps at most `capacity` keys", async () => {
    const read = readCache(30_000, 2, clock());
    const load = answers(ok(null));
    for (const key of ["a", "b", "c", "a"]) await read(key, load);
    expect(load).toHaveBeenCalledTimes(4); // a was dropped when c arrived
  });

  it("with a period of 0 calls through every time", async () => {
    const read = readCache(0);
    const load = answers(ok(null));
    await read("a", load);
    await read("a", load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
