// The hosts, Chromium flags and route URLs the bench scripts share (bench.mjs, bench-variants.mjs, bench-frames.mjs,
// bench-lcp-graph.mjs): pages are loaded under the market's own name, resolved to this machine, so canonical URLs and
// the host's market are what a visitor gets.
export const BENCH_HOSTS = { nz: process.env.BENCH_HOST ?? "flamingoscooters.co.nz", au: "flamingoscooters.com.au" };

const hostFlag = `--host-resolver-rules=${Object.values(BENCH_HOSTS).map((host) => `MAP ${host} 127.0.0.1`).join(", ")}`;

/** Headless Chromium as Lighthouse should drive it here: no GPU, no QUIC, no background traffic, the hosts mapped. */
export const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", hostFlag];

/** A bench route ("/pricing", or "au:/promo/palmy" for the Australian host): its market, path and URL on `port`. */
export function benchTarget(route, port) {
  const [market, path] = route.startsWith("au:") ? ["au", route.slice(3)] : ["nz", route];
  return { market, path, url: `http://${BENCH_HOSTS[market]}:${port}${path}` };
}
