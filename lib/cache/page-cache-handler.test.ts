/** Two instances' cache handlers (separate module copies, as in two processes) sharing one stand-in Redis. */
type Handler = {
  get(key: string, ctx: object): Promise<{ lastModified: number; value: { html: string } } | null>;
  set(key: string, data: object, ctx: object): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
};

function fakeRedis() {
  const store = new Map<string, string>();
  const calls: string[] = [];
  const client = {
    async get(key: string) {
      calls.push("get");
      return store.get(key) ?? null;
    },
    async mGet(keys: string[]) {
      calls.push("mGet");
      return keys.map((key) => store.get(key) ?? null);
    },
    async mSet(pairs: [string, string][]) {
      for (const [key, value] of pairs) store.set(key, value);
    },
    multi() {
      const queued: [string, string][] = [];
      const chain = {
        set(key: string, value: string) {
          queued.push([key, value]);
          return chain;
        },
        async exec() {
          for (const [key, value] of queued) store.set(key, value);
        },
      };
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
  return { shared, calls, setDown: (value: boolean) => (down = value) };
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
    expect(redis.calls).toEqual(["mGet"]); // its decoded copy is current: one small round trip, no body

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
});
