import fc from "fast-check";
import { holdsBack, mayPrefetch, PAYLOAD_ESTIMATE_BYTES, PREFETCH_BUDGET_BYTES, record, reserve, spent, type Connection, type Ledger, type Reason } from "./link-prefetch";

const paths = fc.array(fc.constantFrom("/", "/pricing", "/cities", "/about", "/contact", "/safety", "/city/wellington", "/city/auckland", "/city/dunedin", "/news"), { maxLength: 40 });

/**
 * Plays a page's life: each step a link asked for (intent or view), whose payload, if it is fetched, arrives as
 * `size` bytes in one or two requests. Returns the bytes that came over the wire and the paths fetched.
 */
function play(steps: { path: string; size: number; split: boolean; reason: Reason }[], connection: Connection, ready = true) {
  let ledger: Ledger = new Map();
  let wire = 0;
  const fetched: string[] = [];
  for (const { path, size, split, reason } of steps) {
    if (!mayPrefetch(path, ledger, ready, connection, reason)) continue;
    ledger = reserve(ledger, path);
    fetched.push(path);
    const first = split ? Math.floor(size / 2) : size;
    ledger = record(ledger, path, first);
    ledger = record(ledger, path, size - first);
    wire += size;
  }
  return { wire, fetched, ledger };
}

const steps = (maxSize: number) => paths.chain((list) => fc.tuple(...list.map((path) => fc.record({ path: fc.constant(path), size: fc.integer({ min: 0, max: maxSize }), split: fc.boolean(), reason: fc.constantFrom<Reason>("intent", "view") }))));

describe("link prefetch budget", () => {
  it("never fetches more than the budget ahead while payloads are within the estimate", () => {
    fc.assert(
      fc.property(steps(PAYLOAD_ESTIMATE_BYTES), (list) => {
        const { wire, ledger } = play(list, undefined);
        expect(wire).toBeLessThanOrEqual(PREFETCH_BUDGET_BYTES);
        expect(spent(ledger)).toBeLessThanOrEqual(PREFETCH_BUDGET_BYTES);
      }),
    );
  });

  it("fetches as a brute-force reference does: each new path while its estimate fits (twice over for a link in view), the estimate the largest payload yet", () => {
    fc.assert(
      fc.property(steps(4 * PAYLOAD_ESTIMATE_BYTES), (list) => {
        const seen = new Map<string, { reserved: number; measured: number }>();
        const expected: string[] = [];
        for (const { path, size, reason } of list) {
          if (seen.has(path)) continue;
          let total = 0;
          let largest = PAYLOAD_ESTIMATE_BYTES;
          for (const { reserved, measured } of seen.values()) {
            total += Math.max(reserved, measured);
            largest = Math.max(largest, measured);
          }
          if (total + largest * (reason === "view" ? 2 : 1) > PREFETCH_BUDGET_BYTES) continue;
          seen.set(path, { reserved: largest, measured: size });
          expected.push(path);
        }
        expect(play(list, undefined).fetched).toEqual(expected);
      }),
    );
  });

  it("fetches each path once, and at most budget / estimate paths", () => {
    fc.assert(
      fc.property(steps(PAYLOAD_ESTIMATE_BYTES), (list) => {
        const { fetched } = play(list, undefined);
        expect(new Set(fetched).size).toBe(fetched.length);
        expect(fetched.length).toBeLessThanOrEqual(PREFETCH_BUDGET_BYTES / PAYLOAD_ESTIMATE_BYTES);
      }),
    );
  });

  it("fetches nothing before the page is ready, on Save-Data, or on a 2G-like connection", () => {
    const held: Connection[] = [{ saveData: true }, { saveData: true, effectiveType: "4g" }, { effectiveType: "2g" }, { effectiveType: "slow-2g" }];
    fc.assert(
      fc.property(steps(PAYLOAD_ESTIMATE_BYTES), fc.constantFrom(...held), (list, connection) => {
        expect(play(list, connection).fetched).toEqual([]);
        expect(play(list, undefined, false).fetched).toEqual([]);
      }),
    );
  });

  it("keeps the budget's last payload for a link touched: links in view alone fetch one fewer", () => {
    fc.assert(
      fc.property(steps(PAYLOAD_ESTIMATE_BYTES), (list) => {
        const viewed = play(list.map((step) => ({ ...step, reason: "view" as const })), undefined);
        expect(viewed.wire).toBeLessThanOrEqual(PREFETCH_BUDGET_BYTES - PAYLOAD_ESTIMATE_BYTES);
        const touched = list.find((step) => !viewed.fetched.includes(step.path));
        if (touched) expect(mayPrefetch(touched.path, viewed.ledger, true, undefined, "intent")).toBe(true);
      }),
    );
  });

  it("holds back only for Save-Data and 2G-like connections", () => {
    expect(holdsBack(undefined)).toBe(false);
    expect(holdsBack({})).toBe(false);
    expect(holdsBack({ saveData: false, effectiveType: "3g" })).toBe(false);
    expect(holdsBack({ effectiveType: "4g" })).toBe(false);
    expect(holdsBack({ saveData: true })).toBe(true);
    expect(holdsBack({ effectiveType: "slow-2g" })).toBe(true);
  });

  it("counts a path's payload at its measured size once that passes the reservation", () => {
    let ledger: Ledger = reserve(new Map(), "/pricing");
    expect(spent(ledger)).toBe(PAYLOAD_ESTIMATE_BYTES);
    ledger = record(ledger, "/pricing", PAYLOAD_ESTIMATE_BYTES + 5000);
    expect(spent(ledger)).toBe(PAYLOAD_ESTIMATE_BYTES + 5000);
    // Bytes for a path never reserved (a navigation's own fetch) are not the budget's.
    expect(record(ledger, "/about", 9000)).toBe(ledger);
  });
});
