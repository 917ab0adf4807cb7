// Requests with a chosen Host over http or https to loopback, and process groups that end together. Shared by
// the deploy tests (tests/deploy/) and the load bench.
import { spawn } from "node:child_process";
import http from "node:http";
import https from "node:https";

const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true, rejectUnauthorized: false }) };

/**
 * One request to 127.0.0.1:port with the given Host (default: the NZ site); resolves with status, headers and body
 * text (`raw`: the body's bytes). `localAddress` sends it from another loopback address (127.0.1.x).
 */
export function request({ port, host = "flamingoscooters.co.nz", path: target = "/", method = "GET", headers = {}, body, tls = false, timeoutMs = 15_000, localAddress }) {
  const client = tls ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      { host: "127.0.0.1", port, path: target, method, servername: tls ? host : undefined, agent: tls ? agents.https : agents.http, localAddress,
        headers: { host, ...(body ? { "content-type": "application/json", "content-length": Buffer.byteLength(body) } : {}), ...headers } },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          resolve({ status: res.statusCode, headers: res.headers, body: raw.toString("utf8"), raw });
        });
        res.on("error", reject);
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`timeout: ${method} ${target}`)));
    req.on("error", reject);
    req.end(body);
  });
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until the URL answers (any status) or the deadline passes. */
export async function waitFor(options, deadlineMs = 60_000) {
  const until = Date.now() + deadlineMs;
  for (;;) {
    try {
      return await request({ ...options, timeoutMs: 2000 });
    } catch (error) {
      if (Date.now() > until) throw new Error(`nothing answered on port ${options.port}: ${error.message}`);
      await sleep(250);
    }
  }
}

/** A detached process group; `stop(signal)` ends the whole group, `exited` resolves when it is gone. */
export function startGroup(command, args, { env = {}, cwd } = {}) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  // What the process printed, for tests that check its start-up lines; stderr is passed on as well.
  const output = { text: "" };
  child.stdout.on("data", (chunk) => (output.text += chunk));
  child.stderr.on("data", (chunk) => {
    output.text += chunk;
    process.stderr.write(chunk);
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  const stop = async (signal = "SIGTERM") => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      return;
    }
    // A timer of its own, cleared once the process has gone, so a stopped group leaves nothing pending behind it.
    let timer;
    await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 5000)))]);
    clearTimeout(timer);
    // Until the whole group is gone, not just its first process: a stopped instance drains (server/graceful-stop.cjs)
    // and answers on connections still open for up to its keep-alive timeout (6 s), so a new instance on its port
    // must not be started, and asked, while it still does. Its grace is 8 s.
    for (const until = Date.now() + 9000; Date.now() < until; await sleep(100)) {
      try {
        process.kill(-child.pid, 0);
      } catch {
        return;
      }
    }
  };
  return { child, exited, stop, output };
}
