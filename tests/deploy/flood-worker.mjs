// A worker thread that floods the edge from one loopback address (edge-budget.test.mjs): `connections` loops, each
// sending the next of `paths` (a made-up suffix makes each a cache miss) until `seconds` have passed or `limit`
// requests were sent, resting `restMs` after each refusal (the edge answers those at once). Posts back a tally of
// the statuses. Its own thread, so the flood does not slow the client
// whose answers the test times.
import { parentPort, workerData } from "node:worker_threads";
import { request } from "../../scripts/loopback.mjs";

const { port, host, localAddress, connections, seconds, limit, paths, restMs } = workerData;
const until = Date.now() + seconds * 1000;
const tally = {};
let sent = 0;

async function loop(id) {
  while (Date.now() < until && sent < limit) {
    const path = paths[sent % paths.length].replace("{n}", `${id}-${sent}`);
    sent++;
    try {
      const answer = await request({ port, tls: true, host, path, localAddress, timeoutMs: 10_000 });
      tally[answer.status] = (tally[answer.status] ?? 0) + 1;
      if (answer.status === 429) await new Promise((resolve) => setTimeout(resolve, restMs));
    } catch {
      tally.error = (tally.error ?? 0) + 1;
    }
  }
}

await Promise.all(Array.from({ length: connections }, (_, id) => loop(id)));
parentPort.postMessage(tally);
