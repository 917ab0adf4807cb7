// `npm run bench -- variants`: a change to a page measured before it is built. Each variant (html-variants.mjs) is
// served by a proxy in front of a running production server that changes the page's HTML and nothing else, and
// compresses every arm alike (as the server did, at its levels). "as-served" and "as-served-again" are the same page
// through the same proxy: their difference is what this run cannot tell from nothing, so a variant's gain counts only
// beyond it. One round loads the floor (floor.mjs) once per page, then each arm of that page, all under the bench's
// throttling (observe.mjs); figures are over the round's floor load, p50 / p75, and each variant against "as-served"
// in the same round. A page against itself alone is `npm run bench -- --routes X --again X`, not this.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { chromium } from "playwright";
import compression from "../../server/compression.cjs";
import pageBrotli from "../../server/page-brotli.cjs";
import { ensureChromium } from "../ensure-browser.mjs";
import { buildFloor, startFloor } from "./floor.mjs";
import { policyAllowing, VARIANTS } from "./html-variants.mjs";
import { observeLoad, THROTTLING } from "./observe.mjs";
import { BENCH_HOSTS, benchPorts, benchRuns, benchTarget, markdownTable, median, option, pairedDifferences, PLAYWRIGHT_FLAGS, quantile, ROOT, signedMs as vs } from "./shared.mjs";

const CHOICES = Object.keys(VARIANTS).filter((key) => key !== "as-served");
/** Pages are sent as the server sends them: at Brotli 11, made once per body (server/page-brotli.cjs). */
const pageCopy = pageBrotli.pageBrotli(16 * 1024 * 1024);

/** The body as text; the server sends Brotli, gzip or nothing (server/compression.cjs), anything else is refused. */
function decode(body, encoding) {
  if (encoding === "br") return zlib.brotliDecompressSync(body);
  if (encoding === "gzip") return zlib.gunzipSync(body);
  if (encoding) throw new Error(`content-encoding ${encoding}`);
  return body;
}

/** A proxy to the server on `port` that serves its HTML changed by `variant`, compressed again; everything else as is. */
function startProxy(port, listenPort, variant) {
  const server = http.createServer((request, response) => {
    const upstream = http.request({ host: "127.0.0.1", port, path: request.url, method: request.method, headers: request.headers }, (answer) => {
      if (!String(answer.headers["content-type"] ?? "").includes("text/html")) {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        return;
      }
      const chunks = [];
      answer.on("data", (chunk) => chunks.push(chunk));
      answer.on("end", async () => {
        let changed;
        try {
          changed = VARIANTS[variant].apply(decode(Buffer.concat(chunks), answer.headers["content-encoding"]).toString("utf8"));
        } catch (error) {
          process.stderr.write(`${variant} on ${request.url}: ${error.message}\n`);
          response.writeHead(502).end();
          return;
        }
        const { html, scripts } = changed;
        // Encoded as the server encoded it for this browser (Brotli: the bench asks as Chromium does over HTTPS), at its levels.
        const encoding = answer.headers["content-encoding"];
        const plain = Buffer.from(html);
        const body = encoding === "br" ? (await pageCopy(plain)).body : encoding === "gzip" ? await compression.compress(plain, encoding) : plain;
        const headers = { ...answer.headers, "content-length": String(body.length) };
        delete headers["transfer-encoding"];
        delete headers.etag;
        if (headers["content-security-policy"]) headers["content-security-policy"] = policyAllowing(String(headers["content-security-policy"]), scripts);
        response.writeHead(answer.statusCode ?? 502, headers);
        response.end(body);
      });
    });
    upstream.on("error", () => response.destroy());
    request.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(listenPort, "127.0.0.1", () => resolve(server)));
}

export async function run(args) {
  const routes = (option(args, "--routes") ?? "/pricing").split(",");
  const variants = (option(args, "--variants") ?? "").split(",").filter(Boolean);
  if (!variants.length) throw new Error(`name at least one variant with --variants: ${CHOICES.join(", ")}`);
  for (const name of variants) if (!CHOICES.includes(name)) throw new Error(`unknown variant ${name}: one of ${CHOICES.join(", ")}`);
  const runs = benchRuns(14);
  const { port, floor: floorPort, variant: variantPort } = benchPorts();
  const arms = [{ label: "as-served", variant: "as-served" }, { label: "as-served-again", variant: "as-served" }, ...variants.map((name) => ({ label: name, variant: name }))];

  const floorUrl = `http://${BENCH_HOSTS.nz}:${floorPort}/`;
  const pages = routes.map((route) => ({ route, floorLoads: [], arms: arms.map((arm, i) => ({ ...arm, url: benchTarget(route, variantPort + i).url, loads: [] })) }));

  process.stderr.write(`floor built in ${buildFloor()} s\n`);
  const stopFloor = await startFloor(floorPort);
  const proxies = await Promise.all(arms.map((arm, i) => startProxy(port, variantPort + i, arm.variant)));
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: PLAYWRIGHT_FLAGS });
  try {
    // A warm-up load of each, unmeasured; a variant that cannot apply to a page fails here, before the rounds.
    await observeLoad(browser, floorUrl);
    for (const page of pages) {
      for (const arm of page.arms) {
        const { status } = await observeLoad(browser, arm.url);
        if (status !== 200) throw new Error(`${arm.label} on ${page.route} answered ${status}`);
      }
    }
    for (let round = 1; round <= runs; round++) {
      for (const page of pages) {
        page.floorLoads.push(await observeLoad(browser, floorUrl));
        for (const arm of page.arms) arm.loads.push(await observeLoad(browser, arm.url));
        process.stderr.write(`round ${round}/${runs}: ${page.route}\n`);
      }
    }
  } finally {
    await browser.close();
    for (const proxy of proxies) proxy.close();
    stopFloor();
  }

  const both = (differences) => `${vs(median(differences))} / ${vs(quantile(differences, 0.75))}`;
  const METRICS = ["fcp", "lcp", "tti"];
  const header = ["page", "arm", ...METRICS.flatMap((key) => [`${key} over floor`, `${key} vs as-served`])];
  const rows = pages.flatMap((page) => {
    const [served] = page.arms;
    return page.arms.map((arm) => [
      page.route,
      arm.label,
      ...METRICS.flatMap((key) => {
        const values = arm.loads.map((load) => load[key]);
        const overFloor = pairedDifferences(values, page.floorLoads.map((load) => load[key]));
        return [both(overFloor), arm === served ? "" : both(pairedDifferences(values, served.loads.map((load) => load[key])))];
      }),
    ]);
  });
  console.log(
    `\n${runs} rounds in Chromium (${THROTTLING.cpuRate}x CPU, ${THROTTLING.latencyMs} ms RTT, ${THROTTLING.downKbps / 1000} Mbps down), p50 / p75 in ms. ` +
      `"as-served-again" against "as-served" is this run's noise: a variant's difference counts only beyond it.`,
  );
  console.log(markdownTable(header, rows));
  fs.mkdirSync(path.join(ROOT, "bench-results"), { recursive: true });
  fs.writeFileSync(path.join(ROOT, "bench-results/variants-latest.json"), JSON.stringify({ measuredAt: new Date().toISOString(), runs, throttling: THROTTLING, variants, pages }, null, 2));
  return 0;
}
