// Shared by the deploy tests (node --test): site instances, requests with a chosen Host over http or https to
// loopback, and clean-up. Every process is started in its own group and ended with it.
import { spawn } from "node:child_process";
import http from "node:http";
import https from "node:https";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const HOSTS = { nz: "flamingoscooters.co.nz", au: "flamingoscooters.com.au" };

/** Ports: instances next to the e2e server's, the edge on EDGE_HTTP_PORT / EDGE_HTTPS_PORT (test defaults). */
const e2ePort = Number(process.env.E2E_PORT ?? 3210);
export const PORTS = {
  instances: [e2ePort + 1, e2ePort + 2],
  http: Number(process.env.EDGE_HTTP_PORT ?? 8210),
  https: Number(process.env.EDGE_HTTPS_PORT ?? 8243),
};

const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true, rejectUnauthorized: false }) };

/** One request to 127.0.0.1:port with the given Host; resolves with status, headers and body text. */
export function request({ port, host = HOSTS.nz, path: target = "/", method = "GET", headers = {}, body, tls = false, timeoutMs = 15_000 }) {
  const client = tls ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      { host: "127.0.0.1", port, path: target, method, servername: tls ? host : undefined, agent: tls ? agents.https : agents.http,
        headers: { host, ...(body ? { "content-type": "application/json", "content-length": Buffer.byteLength(body) } : {}), ...headers } },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
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
export function startGroup(command, args, { env = {}, cwd = root, log = false } = {}) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, detached: true, stdio: ["ignore", log ? "inherit" : "ignore", "inherit"] });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  const stop = async (signal = "SIGTERM") => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      return;
    }
    await Promise.race([exited, sleep(5000)]);
  };
  return { child, exited, stop };
}

/** A production instance through `npm start` (the command the README gives), with its own data folder. */
export async function startInstance(port, env = {}) {
  const instance = startGroup("npm", ["start", "--silent"], {
    env: { PORT: String(port), DATA_DIR: path.join(root, ".data", `deploy-${port}`), SITE_COMPRESSION: "off", RATE_LIMIT_PER_MINUTE: "100000", ...env },
  });
  await waitFor({ port, path: "/api/health" });
  return instance;
}
