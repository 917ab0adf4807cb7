// npm run edge: the shipped nginx edge (deploy/edge.conf.template) in the foreground, as any user, with its
// state under EDGE_STATE_DIR (default .edge/). Settings: EDGE_HTTP_PORT, EDGE_HTTPS_PORT, SITE_UPSTREAMS,
// EDGE_CERT / EDGE_KEY (a self-signed pair for the product hosts is made when unset), EDGE_STATIC_DIR.
// `node scripts/edge.mjs --print-config` prints the rendered config and starts nothing.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { certificateNames, edgeSettings, renderEdgeConfig, stateFolders } from "../lib/deploy/edge-config.cjs";
import { ensureDebianTools } from "./ensure-debian.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Debian's packages the edge runs on; deploy/edge.Dockerfile installs the same (tests/deploy/compose-edge.test.mjs). */
export const EDGE_DEBIAN_PACKAGES = ["nginx-light", "libnginx-mod-http-lua", "libnginx-mod-http-brotli-static"];

/**
 * Debian's nginx, with the modules the template loads at the paths it names: Lua (a body's deadline) and Brotli's
 * static module (the published .br copies of the hashed files).
 */
export const NGINX = [
  { label: "nginx", envVar: "NGINX_PATH", candidates: ["/usr/sbin/nginx", "/usr/bin/nginx"], pkg: "nginx-light" },
  { label: "nginx's Lua module", candidates: ["/usr/lib/nginx/modules/ngx_http_lua_module.so"], pkg: "libnginx-mod-http-lua" },
  { label: "nginx's Brotli static module", candidates: ["/usr/lib/nginx/modules/ngx_http_brotli_static_module.so"], pkg: "libnginx-mod-http-brotli-static" },
];
export const ensureNginx = () => ensureDebianTools(NGINX)[0];

/** content/markets.json: the one list of hosts, for the edge's host -> market map and its certificate. */
function marketsFile() {
  return JSON.parse(fs.readFileSync(path.join(root, "content", "markets.json"), "utf8"));
}

function productHosts() {
  return marketsFile().hosts.map((entry) => entry.host);
}

/** A self-signed certificate for every product host, made once and kept with the edge's state. */
function ensureSelfSigned(settings) {
  if (fs.existsSync(settings.cert) && fs.existsSync(settings.key)) return;
  const names = certificateNames(productHosts()).map((name) => `DNS:${name}`).join(",");
  execFileSync("openssl", [
    "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "825", "-subj", "/CN=flamingo-edge (self-signed)",
    "-addext", `subjectAltName=${names},IP:127.0.0.1`, "-keyout", settings.key, "-out", settings.cert,
  ], { stdio: "ignore" });
}

/** The shipped template filled from `env`, without touching the disk. */
export function renderConfig(env = process.env) {
  const settings = edgeSettings(env, root);
  const template = fs.readFileSync(path.join(root, "deploy", "edge.conf.template"), "utf8");
  return { settings, text: renderEdgeConfig(template, settings, marketsFile()) };
}

/** Renders the config into the state directory and checks it with `nginx -t`; returns what to run. */
export function prepareEdge(env = process.env) {
  const nginx = ensureNginx();
  const { settings, text } = renderConfig(env);
  for (const folder of stateFolders(settings)) fs.mkdirSync(folder, { recursive: true });
  if (settings.selfSigned) ensureSelfSigned(settings);
  const config = path.join(settings.stateDir, "nginx.conf");
  fs.writeFileSync(config, text);
  const args = ["-e", "stderr", "-p", settings.stateDir, "-c", config];
  execFileSync(nginx, [...args, "-t", "-q"], { stdio: "inherit" });
  return { nginx, args: [...args, "-g", "daemon off;"], settings, config };
}

/** Starts the edge in its own process group; `stop()` ends it and everything it started. */
export function startEdge(env = process.env, stdio = "inherit") {
  const { nginx, args, settings } = prepareEdge(env);
  const child = spawn(nginx, args, { stdio, detached: true });
  const stop = () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  return { child, settings, stop };
}

if (import.meta.url === `file://${process.argv[1]}` && process.argv.includes("--print-config")) {
  // For a machine that runs nginx but not this script (compose.yaml's edge-config step): the config on stdout.
  process.stdout.write(renderConfig().text);
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const { child, settings, stop } = startEdge();
  console.log(`edge: http :${settings.httpPort} → https :${settings.httpsPort} → ${settings.upstreams.join(", ")} (state in ${path.relative(root, settings.stateDir) || "."})`);
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, stop);
  child.on("exit", (code) => process.exit(code ?? 0));
}
