/** Two instances' cache handlers (separate module copies, as in two processes) sharing one stand-in Redis. */
type Handler = {
  get(key: string, ctx: object): Promise<{ lastModified: number; value: { html: string } } | null>;
  set(key: string, data: object, ctx: object): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
};

/** A stand-in Redis with the few commands the handler sends: hashes, MULTI, TTLs (recorded, not run). */
function fakeRedis() {
  const store = new Map<string, Map<string, string>>();
  const ttls = new Map<string, number>();
  const calls: string[] = [];
  const hash = (key: string) => store.get(key) ?? store.set(key, new Map()).get(key)!;
  const commands = {
    hGet: (key: string, field: string) => store.get(key)?.get(field) ?? null,
    hmGet: (key: string, fields: string[]) => fields.map((field) => store.get(key)?.get(field) ?? null),
    hSet: (key: string, values: Record<string, string>) => {
      for (const [field, value] of Object.entries(values)) hash(key).set(field, value);
      return Object.keys(values).length;
    },
    hSetNX: (key: string, field: string, value: string) => (hash(key).has(field) ? 0 : (hash(key).set(field, value), 1)),
    expire: (key: string, seconds: number) => (store.has(key) ? (ttls.set(key, seconds), 1) : 0),
  };
  type Name = keyof typeof commands;
  const client = {
    async hGet(key: string, field: string) {
      calls.push("hGet");
      return commands.hGet(key, field);
    },
    multi() {
      const queued: [Name, unknown[]][] = [];
      const chain = new Proxy({} as Record<string, unknown>, {
        get: (_, name: string) =>
          name === "exec"
            ? async () => {
                calls.push(`multi(${queued.map(([command]) => command).join(",")})`);
                return queued.map(([command, args]) => (commands[command] as (...a: unknown[]) => unknown)(...args));
              }
            : (...args: unknown[]) => (queued.push([name as Name, args]), chain),
      });
      return chain;
    },
  };
  let down = false;
  const shared = {
    client,
    state: { usable: () => !down },
    async run(command: (c: typeof client) => Promise<unknown>, fallback: () => unknown) {
      return down ? fallback() : command(client);
    },
  };
  return { shared, calls, store, ttls, setDown: (value: boolean) => (down = value) };
}

function instance(): Handler {
  let Handler: new (ctx: object) => Handler;
  jest.isolateModules(() => {
    // A fresh module copy per instance, as each process has its own: CommonJS, so require is the way in.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    Handler = require("./page-cache-handler.cjs");
  });
  return new Handler!({ revalidatedTags: [] });
}

const page = (html: string) => ({ kind: "APP_PAGE", html, rscData: Buffer.from(html), headers: { "x-next-cache-tags": "_N_T_/layout,_N_T_/nz/careers" }, status: 200 });
const ctx = { kind: "APP_PAGE" };
const setCtx = { cacheControl: { revalidate: 3600, expire: 31536000 } };
const KEY = "/route-cache/APP_PAGE/x/$/nz/careers";

describe("page cache handler with REDIS_URL", () => {
  const registry = globalThis as Record<symbol, unknown>;
  let redis: ReturnType<typeof fakeRedis>;
  beforeEach(() => {
    process.env.REDIS_URL = "redis://stand-in";
    redis = fakeRedis();
    registry[Symbol.for("flamingo.redis")] = redis.shared;
  });
  afterEach(() => {
    delete process.env.REDIS_URL;
    delete registry[Symbol.for("flamingo.redis")];
  });

  it("serves one instance's render on the other, and a revalidation on one is a miss on the other", async () => {
    const [first, second] = [instance(), instance()];
    await first.set(KEY, page("old list"), setCtx);
    expect((await second.get(KEY, ctx))?.value.html).toBe("old list");

    redis.calls.length = 0;
    expect((await second.get(KEY, ctx))?.value.html).toBe("old list");
    // Its decoded copy is current: one small round trip, no body.
    expect(redis.calls).toEqual(["multi(hGet,hSetNX,hmGet,expire)"]);

    await new Promise((resolve) => setTimeout(resolve, 5));
    await first.revalidateTag(["_N_T_/nz/careers"]);
    expect(await second.get(KEY, ctx)).toBeNull();

    await new Promise((resolve) => setTimeout(resolve, 5));
    await second.set(KEY, page("new list"), setCtx);
    expect((await first.get(KEY, ctx))?.value.html).toBe("new list");
  });

  it("falls back to the local layer, never an error, while Redis is down", async () => {
    const first = instance();
    await first.set(KEY, page("kept"), setCtx);
    redis.setDown(true);
    // No local file-system layer in this test, so the fallback is the (absent) build output: a miss, not an error.
    await expect(first.get(KEY, ctx)).resolves.toBeNull();
    await expect(first.set(KEY, page("again"), setCtx)).resolves.toBeUndefined();
    await expect(first.revalidateTag("_N_T_/nz/careers")).resolves.toBeUndefined();
  });

  it("keeps a page's body and version in one key, and gives every key a TTL", async () => {
    const first = instance();
    await first.set(KEY, page("list"), setCtx);
    await first.revalidateTag(["_N_T_/au/careers"]);
    const pageKeys = [...redis.store.keys()].filter((key) => key.startsWith("flamingo:page:"));
    expect(pageKeys).toHaveLength(1);
    expect([...redis.store.get(pageKeys[0]!)!.keys()].sort()).toEqual(["body", "version"]);
    expect([...redis.store.keys()].sort()).toEqual([...pageKeys, "flamingo:tags"].sort());
    for (const key of redis.store.keys()) expect({ key, ttl: redis.ttls.get(key) }).toEqual({ key, ttl: expect.any(Number) });
    // Next's default expire (a year) is cut to the handler's week.
    expect(redis.ttls.get(pageKeys[0]!)).toBe(7 * 24 * 3600);
  });

  it("a page whose body Redis evicted is the instance's own copy again, never a version without its body", async () => {
    const [first, second] = [instance(), instance()];
    await first.set(KEY, page("list"), setCtx);
    for (const key of [...redis.store.keys()]) if (key.startsWith("flamingo:page:")) redis.store.delete(key);
    // No local layer in this test: the instance's own copy is none, so a render.
    expect(await second.get(KEY, ctx)).toBeNull();
  });

  it("after Redis loses the tag records, a page written before a revalidation is not served as fresh", async () => {
    const [first, second] = [instance(), instance()];
    await first.set(KEY, page("old list"), setCtx);
    expect((await second.get(KEY, ctx))?.value.html).toBe("old list");
    await new Promise((resolve) => setTimeout(resolve, 5));
    await first.revalidateTag(["_N_T_/nz/careers"]);
    redis.store.delete("flamingo:tags"); // evicted under memory pressure, or Redis restarted
    expect(await second.get(KEY, ctx)).toBeNull();
    expect(await first.get(KEY, ctx)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await second.set(KEY, page("new list"), setCtx);
    expect((await first.get(KEY, ctx))?.value.html).toBe("new list");
  });
});

describe("page cache handler and the GBFS source (lib/gbfs/source-setting.cjs)", () => {
  const registry = globalThis as Record<symbol, unknown>;
  const CITY = "/route-cache/APP_PAGE/x/$/nz/city/wellington";
  const cityPage = (source: string) => page(`<link rel="gbfs" href="x" data-gbfs-source="${source}"/><div data-gbfs-source="${source}">52 scooters</div>`);
  const under = (template: string | undefined) => {
    if (template === undefined) delete process.env.GBFS_URL_TEMPLATE;
    else process.env.GBFS_URL_TEMPLATE = template;
    return instance();
  };
  beforeEach(() => {
    process.env.REDIS_URL = "redis://stand-in";
    registry[Symbol.for("flamingo.redis")] = fakeRedis().shared;
  });
  afterEach(() => {
    delete process.env.REDIS_URL;
    delete process.env.GBFS_URL_TEMPLATE;
    delete registry[Symbol.for("flamingo.redis")];
  });

  it("never serves a page rendered under another source: the sample build's copy is a miss for an instance on the operator's feeds", async () => {
    const sample = under(undefined);
    await sample.set(CITY, cityPage("sample"), setCtx);
    expect((await sample.get(CITY, ctx))?.value.html).toContain("52 scooters");
    const operator = under("https://data.example.org/gbfs/3/{system}/gbfs.json");
    expect(await operator.get(CITY, ctx)).toBeNull();
    // Its own render is served to it, and is in turn a miss for an instance on another template.
    const { gbfsSourceId } = jest.requireActual("../gbfs/source-setting.cjs") as typeof import("../gbfs/source-setting.cjs");
    await operator.set(CITY, cityPage(gbfsSourceId(process.env)), setCtx);
    expect((await operator.get(CITY, ctx))?.value.html).toContain("52 scooters");
    expect(await under("https://other.example.org/{system}/gbfs.json").get(CITY, ctx)).toBeNull();
    expect(await under(undefined).get(CITY, ctx)).toBeNull();
  });

  it("serves pages that mark no source whatever the setting", async () => {
    await under(undefined).set(KEY, page("careers"), setCtx);
    expect((await under("https://data.example.org/{system}/gbfs.json").get(KEY, ctx))?.value.html).toBe("careers");
  });
});
