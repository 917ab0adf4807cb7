// A hostile GBFS feed server of the tests' own, on loopback: the sound feed of e2e/gbfs-feed.ts, with any of the
// faults issue 68 measured applied to any document: stamps in the future or on a leap second, a time zone Intl
// refuses, ttls of a thousand days or 1e400, gzip bombs, huge strings, deep nesting, a thousand long alerts, too many
// vehicles, feeds listed on another port, redirects there, bodies that stall or trickle. A second server on another
// port ("elsewhere") counts every request a feed lured the reader into.
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import zlib from "node:zlib";
import { documentFor, type FeedState } from "./gbfs-feed";

export const HOSTILE_KINDS = [
  "future",
  "leap_second",
  "factory_zone",
  "ttl_huge",
  "ttl_1e400",
  "bomb",
  "long_string",
  "deep",
  "many_alerts",
  "many_vehicles",
  "off_origin",
  "redirect",
  "stall",
  "slow",
  "gzip",
] as const;
export type HostileKind = (typeof HOSTILE_KINDS)[number];
/** Which faults the reader must refuse; the others (a huge ttl, which is capped; a slow or gzip body) it reads. */
export const REFUSED: Record<HostileKind, boolean> = {
  future: true,
  leap_second: true,
  factory_zone: true,
  ttl_huge: false,
  ttl_1e400: false,
  bomb: true,
  long_string: true,
  deep: true,
  many_alerts: true,
  many_vehicles: true,
  off_origin: true,
  redirect: true,
  stall: true,
  slow: false,
  gzip: false,
};
/** The documents a fault can be aimed at; some faults have one place only (their `feed` is then ignored). */
export const HOSTILE_FEEDS = ["gbfs", "system_information", "vehicle_types", "vehicle_status", "system_pricing_plans", "system_alerts"] as const;
/** `size`: how big, where the fault has a size (characters, bytes inflated, items, depth); `delayMs`: how slow. */
export type Hostile = { kind: HostileKind; feed: (typeof HOSTILE_FEEDS)[number]; size: number; delayMs: number };
export type HostileState = FeedState & { hostile: Hostile[] };

const PLACE: Partial<Record<HostileKind, (typeof HOSTILE_FEEDS)[number]>> = {
  factory_zone: "system_information",
  many_alerts: "system_alerts",
  many_vehicles: "vehicle_status",
};
const aimedAt = (hostile: Hostile, feed: string) => (PLACE[hostile.kind] ?? (hostile.kind === "off_origin" && hostile.feed === "gbfs" ? "vehicle_status" : hostile.feed)) === feed;

/** Gzip bodies inflating to `bytes` (a JSON string of one letter), made once per size: 130 MB is ~125 KB of gzip. */
const bombs = new Map<number, Buffer>();
export function gzipBomb(bytes: number): Buffer {
  let bomb = bombs.get(bytes);
  if (!bomb) {
    bomb = zlib.gzipSync(Buffer.concat([Buffer.from('{"padding":"'), Buffer.alloc(bytes, 97), Buffer.from('"}')]), { level: 9 });
    bombs.set(bytes, bomb);
  }
  return bomb;
}

function mutate(doc: Record<string, unknown> & { data: Record<string, unknown> }, hostile: Hostile, elsewhere: string, system: string) {
  if (hostile.kind === "future") doc.last_updated = new Date(Date.now() + 13 * 3600_000).toISOString().replace(/\.\d+Z$/, "Z");
  if (hostile.kind === "leap_second") doc.last_updated = "2030-05-05T23:59:60Z";
  if (hostile.kind === "factory_zone") doc.data.timezone = "Factory";
  if (hostile.kind === "ttl_huge") doc.ttl = 86_400_000;
  if (hostile.kind === "long_string") doc.data.note = "x".repeat(hostile.size);
  if (hostile.kind === "many_alerts") {
    doc.data.alerts = Array.from({ length: hostile.size }, (_, i) => ({ alert_id: `hostile-${i}`, type: "other", summary: [{ text: `Hostile alert ${i}`, language: "en" }], description: [{ text: "d".repeat(5000), language: "en" }] }));
  }
  if (hostile.kind === "many_vehicles") {
    const [first] = doc.data.vehicles as object[];
    doc.data.vehicles = Array.from({ length: hostile.size }, (_, i) => ({ ...first, vehicle_id: `hostile-${i}` }));
  }
  if (hostile.kind === "off_origin" && Array.isArray(doc.data.feeds)) {
    const target = hostile.feed === "gbfs" ? "vehicle_status" : hostile.feed;
    doc.data.feeds = (doc.data.feeds as { name: string; url: string }[]).map((feed) => (feed.name === target ? { ...feed, url: `${elsewhere}/${system}/${feed.name}.json` } : feed));
  }
}

export type HostileServer = { template: string; origin: string; states: Record<string, HostileState>; elsewhereHits: string[]; stop(): Promise<void> };

/** `states`: by system id, changed in place by the caller; the next request sees the change. */
export async function startHostileFeedServer(states: Record<string, HostileState>, port = 0): Promise<HostileServer> {
  const sockets = new Set<Socket>();
  const elsewhereHits: string[] = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };
  const server = http.createServer((request, response) => {
    const [, system = "", file = ""] = /^\/([a-z0-9_-]+)\/([a-z_]+)\.json$/.exec(request.url ?? "") ?? [];
    const state = states[system];
    const doc = state && (documentFor(system, file, state, base) as (Record<string, unknown> & { data: Record<string, unknown> }) | null);
    if (!state || !doc) return void response.writeHead(404).end();
    const faults = state.hostile.filter((hostile) => aimedAt(hostile, file) || (hostile.kind === "off_origin" && file === "gbfs"));
    for (const hostile of faults) mutate(doc, hostile, elsewhere, system);
    let text = JSON.stringify(doc);
    for (const hostile of faults) {
      if (hostile.kind === "ttl_1e400") text = text.replace(/"ttl":\d+/, '"ttl":1e400');
      if (hostile.kind === "deep") text = text.replace(/}$/, `,"deep":${"[".repeat(hostile.size)}${"]".repeat(hostile.size)}}`);
    }
    const transport = faults.find((hostile) => ["bomb", "redirect", "stall", "slow", "gzip"].includes(hostile.kind));
    const json = { "content-type": "application/json" };
    if (transport?.kind === "redirect") return void response.writeHead(302, { location: `${elsewhere}${request.url}` }).end();
    if (transport?.kind === "bomb") return void response.writeHead(200, { ...json, "content-encoding": "gzip" }).end(gzipBomb(transport.size));
    if (transport?.kind === "gzip") return void response.writeHead(200, { ...json, "content-encoding": "gzip" }).end(zlib.gzipSync(text));
    if (transport?.kind === "stall") {
      response.writeHead(200, json).write(text.slice(0, text.length >> 1));
      return;
    }
    if (transport?.kind === "slow") {
      // Headers after `delayMs`, then the body in four pieces over another `delayMs`.
      const pieces = [0, 1, 2, 3].map((i) => text.slice((i * text.length) >> 2, ((i + 1) * text.length) >> 2));
      return later(transport.delayMs, () => {
        response.writeHead(200, json);
        pieces.forEach((piece, i) => later(((i + 1) * transport.delayMs) / 4, () => (i === 3 ? response.end(piece) : response.write(piece))));
      });
    }
    response.writeHead(200, json).end(text);
  });
  const other = http.createServer((request, response) => {
    elsewhereHits.push(request.url ?? "");
    const [, system = "", file = ""] = /^\/([a-z0-9_-]+)\/([a-z_]+)\.json$/.exec(request.url ?? "") ?? [];
    const state = states[system];
    const doc = state && documentFor(system, file, { ...state, scooters: state.scooters + 1000 }, base);
    response.writeHead(doc ? 200 : 404, { "content-type": "application/json" }).end(doc ? JSON.stringify(doc) : "");
  });
  for (const each of [server, other]) {
    each.on("connection", (socket) => {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
    });
  }
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const elsewhere = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  return {
    template: `${base}/{system}/gbfs.json`,
    origin: base,
    states,
    elsewhereHits,
    stop: () =>
      new Promise((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        for (const socket of sockets) socket.destroy();
        other.close();
        server.close(() => resolve());
      }),
  };
}
