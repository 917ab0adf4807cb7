import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import fc from "fast-check";
import { compress } from "@/server/compression.cjs";
import { pageBrotli } from "@/server/page-brotli.cjs";

const PAGE = fs.readFileSync(path.join(__dirname, "../../docs/performance.md"));
const plain = (copy: Buffer) => zlib.brotliDecompressSync(copy);

/** A slow copy that waits until `release()`, counting how often it was asked for. */
function heldSlowCopy() {
  const asked: Buffer[] = [];
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const makeSlow = async (body: Buffer) => {
    asked.push(body);
    await gate;
    return zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
  };
  return { asked, makeSlow, release: () => release() };
}

describe("server/page-brotli.cjs", () => {
  it("makes a page's copy at quality 11, smaller than the quality 5 one, and it decompresses to the page", async () => {
    const copyOf = pageBrotli(1024 * 1024);
    const made = await copyOf(PAGE);
    expect(made.quick).toBe(false);
    expect(plain(made.body).equals(PAGE)).toBe(true);
    expect(made.body.length).toBeLessThan((await compress(PAGE, "br")).length);
  });

  it("makes each body once: the same bytes again, in another buffer, get the kept copy", async () => {
    const held = heldSlowCopy();
    held.release();
    const copyOf = pageBrotli(1024 * 1024, held.makeSlow);
    const first = await copyOf(PAGE);
    const again = await copyOf(Buffer.from(PAGE));
    expect(held.asked).toHaveLength(1);
    expect(again.body).toBe(first.body);
  });

  it("while one body is made, the same body waits for it and another gets a quick quality 5 copy at once", async () => {
    const held = heldSlowCopy();
    const copyOf = pageBrotli(1024 * 1024, held.makeSlow);
    const other = Buffer.from("<p>Another page</p>".repeat(200));
    const first = copyOf(PAGE);
    const same = copyOf(PAGE);
    const quick = await copyOf(other);
    expect(quick.quick).toBe(true);
    expect(plain(quick.body).equals(other)).toBe(true);
    held.release();
    const [a, b] = await Promise.all([first, same]);
    expect(held.asked).toHaveLength(1);
    expect([a.quick, b.quick, b.body === a.body]).toEqual([false, false, true]);
    // The slow level is free again: the other page gets its own slow copy now.
    expect((await copyOf(other)).quick).toBe(false);
    expect(held.asked).toHaveLength(2);
  });

  it("a failed slow copy fails its requests and leaves the level free for the next", async () => {
    let fail = true;
    const copyOf = pageBrotli(1024 * 1024, async (body) => {
      if (fail) throw new Error("thread pool gone");
      return zlib.brotliCompressSync(body);
    });
    await expect(copyOf(PAGE)).rejects.toThrow("thread pool gone");
    fail = false;
    const made = await copyOf(PAGE);
    expect([made.quick, plain(made.body).equals(PAGE)]).toEqual([false, true]);
  });

  // The oracle is zlib's own decoder: whatever bodies arrive, in whatever overlap, each request gets its own body
  // back, and every slow copy of one body is the same bytes.
  it("holds for any bodies requested in any overlap", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 12 }), fc.array(fc.uint8Array({ maxLength: 300 }), { minLength: 4, maxLength: 4 }), async (order, arrays) => {
        const bodies = arrays.map((array) => Buffer.from(array));
        const copyOf = pageBrotli(64 * 1024);
        const results = await Promise.all(order.map((index) => copyOf(bodies[index]!).then((made) => ({ body: bodies[index]!, made }))));
        const slow = new Map<string, Buffer>();
        for (const { body, made } of results) {
          expect(plain(made.body).equals(body)).toBe(true);
          if (made.quick) continue;
          const key = body.toString("hex");
          const seen = slow.get(key);
          if (seen) expect(made.body.equals(seen)).toBe(true);
          else slow.set(key, made.body);
        }
        // The first request always finds the slow level free.
        expect(results[0]?.made.quick).toBe(false);
      }),
      { numRuns: 60 },
    );
  });
});
