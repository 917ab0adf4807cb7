// Renders deploy/edge.conf.template from the edge's settings. One renderer for `npm run edge`, the edge tests,
// the load bench and compose.yaml's edge-config step, so production and local runs differ only in these values.
const path = require("node:path");

const DEFAULTS = {
  EDGE_HTTP_PORT: "8080",
  EDGE_HTTPS_PORT: "8443",
  SITE_UPSTREAMS: "127.0.0.1:3000",
  EDGE_STATE_DIR: ".edge",
};

/** Passive health check: one failure takes an instance out for 10 s. */
const UPSTREAM_PARAMS = "max_fails=1 fail_timeout=10s";

function port(name, value) {
  const number = Number(value);
  if (!/^\d+$/.test(String(value).trim()) || number < 1 || number > 65535) throw new Error(`${name} must be a port number, got "${value}"`);
  return number;
}

function upstreams(value) {
  const list = String(value).split(",").map((entry) => entry.trim()).filter(Boolean);
  if (list.length === 0) throw new Error("SITE_UPSTREAMS lists no instance");
  for (const entry of list) {
    if (!/^[a-z0-9.\-_]+:\d+$|^\[[0-9a-f:]+\]:\d+$/i.test(entry)) throw new Error(`SITE_UPSTREAMS entry "${entry}" is not host:port`);
  }
  return list;
}

/**
 * The edge's settings from an environment. Relative paths are resolved against `cwd`. EDGE_CERT and EDGE_KEY
 * default to a self-signed pair under the state directory (scripts/edge.mjs makes it).
 */
function edgeSettings(env, cwd) {
  const value = (name) => (env[name] ?? "").trim() || DEFAULTS[name];
  const stateDir = path.resolve(cwd, value("EDGE_STATE_DIR"));
  const cert = (env.EDGE_CERT ?? "").trim();
  const key = (env.EDGE_KEY ?? "").trim();
  if (Boolean(cert) !== Boolean(key)) throw new Error("set EDGE_CERT and EDGE_KEY together");
  return {
    httpPort: port("EDGE_HTTP_PORT", value("EDGE_HTTP_PORT")),
    httpsPort: port("EDGE_HTTPS_PORT", value("EDGE_HTTPS_PORT")),
    upstreams: upstreams(value("SITE_UPSTREAMS")),
    stateDir,
    staticDir: path.resolve(cwd, (env.EDGE_STATIC_DIR ?? "").trim() || path.join(stateDir, "static")),
    cert: cert ? path.resolve(cwd, cert) : path.join(stateDir, "tls", "edge.crt"),
    key: key ? path.resolve(cwd, key) : path.join(stateDir, "tls", "edge.key"),
    selfSigned: !cert,
  };
}

/** Fills the template's {{…}} placeholders; a placeholder left over is an error, not a broken nginx config. */
function renderEdgeConfig(template, settings) {
  const values = {
    HTTP_PORT: String(settings.httpPort),
    HTTPS_PORT: String(settings.httpsPort),
    HTTPS_PORT_SUFFIX: settings.httpsPort === 443 ? "" : `:${settings.httpsPort}`,
    UPSTREAM_SERVERS: settings.upstreams.map((entry) => `    server ${entry} ${UPSTREAM_PARAMS};`).join("\n"),
    STATE_DIR: settings.stateDir,
    STATIC_DIR: settings.staticDir,
    CERT: settings.cert,
    KEY: settings.key,
  };
  const rendered = template.replace(/\{\{([A-Z_]+)\}\}/g, (match, name) => {
    if (!(name in values)) throw new Error(`edge template: unknown placeholder ${match}`);
    return values[name];
  });
  return rendered;
}

/** Folders nginx writes to, made before it starts (it does not create them itself). */
function stateFolders(settings) {
  return ["cache", "client_body", "proxy_temp", "fastcgi_temp", "uwsgi_temp", "scgi_temp", "tls"]
    .map((name) => path.join(settings.stateDir, name))
    .concat(path.join(settings.staticDir, "_next", "static"));
}

/** The names the self-signed certificate covers: every product host, plus loopback for local checks. */
function certificateNames(hosts) {
  return [...new Set([...hosts, "localhost"])];
}

module.exports = { DEFAULTS, edgeSettings, renderEdgeConfig, stateFolders, certificateNames };
