// A GBFS 3.0 feed server of the tests' own, on loopback: the fixture's documents for each system, with the ready
// vehicles, the scooter fare and the alerts the test sets, stamped now with a ttl of one second (so the site's
// cache never hides a change), or a failure of the kind the test picks.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

export type FeedState = {
  mode: "ok" | "down" | "http500" | "not-json" | "invalid";
  scooters: number;
  ebikes: number;
  /** The scooter plan's figures; unset, the fixture's own (equal to the site's prices, a unit test holds them so). */
  unlockCents?: number;
  perMinuteCents?: number;
  alerts: { id: string; summary: string; description: string; start?: string; end?: string }[];
};

const fixture = (system: string, feed: string) => JSON.parse(fs.readFileSync(path.join(process.cwd(), "content/gbfs", system, `${feed}.json`), "utf8"));

export function documentFor(system: string, feed: string, state: FeedState, base: string): object | null {
  if (!["gbfs", "system_information", "vehicle_types", "vehicle_status", "system_pricing_plans", "system_alerts"].includes(feed)) return null;
  const doc = fixture(system, feed);
  doc.last_updated = new Date().toISOString();
  doc.ttl = 1;
  if (feed === "gbfs") doc.data.feeds = doc.data.feeds.map(({ name }: { name: string }) => ({ name, url: `${base}/${system}/${name}.json` }));
  if (feed === "vehicle_status") {
    const places = doc.data.vehicles as { lat: number; lon: number }[];
    const types = (fixture(system, "vehicle_types").data.vehicle_types as { vehicle_type_id: string; form_factor: string }[]).map((t) => [t.vehicle_type_id, t.form_factor] as const);
    const scooterType = types.find(([, form]) => form === "scooter_standing")?.[0];
    const bikeType = types.find(([, form]) => form === "bicycle")?.[0];
    const make = (count: number, type: string | undefined, prefix: string) =>
      type ? Array.from({ length: count }, (_, i) => ({ vehicle_id: `${prefix}${i}`, ...pick(places, i), is_reserved: false, is_disabled: false, vehicle_type_id: type })) : [];
    doc.data.vehicles = [
      ...make(state.scooters, scooterType, "s"),
      ...make(state.ebikes, bikeType, "b"),
      // Never counted: one reserved and one disabled scooter.
      ...(scooterType ? [{ vehicle_id: "r", ...pick(places, 0), is_reserved: true, is_disabled: false, vehicle_type_id: scooterType }, { vehicle_id: "d", ...pick(places, 1), is_reserved: false, is_disabled: true, vehicle_type_id: scooterType }] : []),
    ];
  }
  if (feed === "system_pricing_plans") {
    if (state.unlockCents !== undefined) doc.data.plans[0].price = state.unlockCents / 100;
    if (state.perMinuteCents !== undefined) doc.data.plans[0].per_min_pricing = [{ start: 0, rate: state.perMinuteCents / 100, interval: 1 }];
  }
  if (feed === "system_alerts") {
    doc.data.alerts = state.alerts.map((alert) => ({
      alert_id: alert.id,
      type: "other",
      summary: [{ text: alert.summary, language: "en" }],
      description: [{ text: alert.description, language: "en" }],
      ...(alert.start ? { times: [{ start: alert.start, ...(alert.end ? { end: alert.end } : {}) }] } : {}),
    }));
  }
  return doc;
}

const pick = (places: { lat: number; lon: number }[], i: number) => ({ lat: places[i % places.length]!.lat, lon: places[i % places.length]!.lon });

export type FeedServer = { template: string; states: Record<string, FeedState>; stop(): Promise<void> };

/** `states`: by system id; the test changes them in place and the next request sees the change. */
export async function startFeedServer(states: Record<string, FeedState>, port = 0): Promise<FeedServer> {
  const sockets = new Set<import("node:net").Socket>();
  const server = http.createServer((request, response) => {
    const [, system = "", file = ""] = /^\/([a-z0-9_-]+)\/([a-z_]+)\.json$/.exec(request.url ?? "") ?? [];
    const state = states[system];
    if (!state) return void response.writeHead(404).end();
    if (state.mode === "down") return void request.socket.destroy();
    if (state.mode === "http500") return void response.writeHead(500).end("error");
    if (state.mode === "not-json") return void response.writeHead(200, { "content-type": "text/html" }).end("<html>maintenance</html>");
    const doc = documentFor(system, file, state, base);
    if (!doc) return void response.writeHead(404).end();
    if (state.mode === "invalid" && file === "vehicle_status") (doc as { version: string }).version = "2.3";
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(doc));
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    template: `${base}/{system}/gbfs.json`,
    states,
    stop: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
