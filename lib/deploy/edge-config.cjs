// Renders deploy/edge.conf.template from the edge's settings. One renderer for `npm run edge`, the edge tests,
// the load bench and compose.yaml's edge-config step, so production and local runs differ only in these values.
const path = require("node:path");

const DEFAULTS = {
  EDGE_HTTP_PORT: "8080",
  EDGE_HTTPS_PORT: "8443",
  SITE_UPSTREAMS: "127.0.0.1:3000",
  EDGE_STATE_DIR: ".edge",
  EDGE_PAGE_FRESH_SECONDS: "60",
};

/** Passive health check: three failed connections, timeouts or unreadable answers within 10 s take an instance out for 10 s; one odd answer does not. */
const UPSTREAM_PARAMS = "max_fails=3 fail_timeout=10s";

function port(name, value) {
  const number = Number(value);
  if (!/^\d+$/.test(String(value).trim()) || number < 1 || number > 65535) throw new Error(`${name} must be a port number, got "${value}"`);
  return number;
}

/** How long a page stays fresh at the edge: a whole number of seconds, at most the minute a change may take. */
function freshSeconds(value) {
  const number = Number(value);
  if (!/^\d+$/.test(String(value).trim()) || number < 1 || number > 60) throw new Error(`EDGE_PAGE_FRESH_SECONDS must be 1 to 60, got "${value}"`);
  return number;
}

/**
 * EDGE_ACCESS_LOG as access_log's arguments: unset, a file under the state dir; `off`; `stdout` / `stderr` (a
 * container's log); `syslog:…` as nginx reads it; else a file path. Files are written in 32 kB batches, at least
 * once a second.
 */
function accessLog(value, stateDir, cwd) {
  const raw = String(value ?? "").trim();
  if (raw === "off") return "off";
  if (raw === "stdout" || raw === "stderr") return `/dev/${raw} edge_json`;
  if (/^syslog:\S+$/.test(raw)) return `${raw} edge_json`;
  if (/[\s;{}'"]/.test(raw)) throw new Error(`EDGE_ACCESS_LOG must be a path, stdout, stderr, syslog:… or off, got "${raw}"`);
  return `${raw ? path.resolve(cwd, raw) : path.join(stateDir, "access.log")} edge_json buffer=32k flush=1s`;
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
    pageFreshSeconds: freshSeconds(value("EDGE_PAGE_FRESH_SECONDS")),
    stateDir,
    staticDir: path.resolve(cwd, (env.EDGE_STATIC_DIR ?? "").trim() || path.join(stateDir, "static")),
    cert: cert ? path.resolve(cwd, cert) : path.join(stateDir, "tls", "edge.crt"),
    key: key ? path.resolve(cwd, key) : path.join(stateDir, "tls", "edge.key"),
    selfSigned: !cert,
    accessLog: accessLog(env.EDGE_ACCESS_LOG, stateDir, cwd),
  };
}

const NGINX_NAME = /^[a-z0-9.-]+$/;

/**
 * The edge's host -> market maps from content/markets.json (the site's own list, never a second one): each listed
 * host's market, the first listed host's market for any other, and one canonical host per market (its siteUrl),
 * which is the Host the site is handed.
 */
function marketMaps(markets) {
  const hosts = markets?.hosts ?? [];
  if (hosts.length === 0) throw new Error("content/markets.json lists no hosts");
  const keys = Object.keys(markets.markets ?? {});
  for (const { host, market } of hosts) {
    if (!NGINX_NAME.test(host) || !keys.includes(market)) throw new Error(`markets.json: host "${host}" (${market}) cannot go into the edge's map`);
  }
  const canonical = keys.map((market) => {
    const host = new URL(markets.markets[market].siteUrl).hostname;
    if (!hosts.some((entry) => entry.host === host && entry.market === market)) throw new Error(`markets.json: ${market}'s siteUrl host ${host} is not one of its hosts`);
    return [market, host];
  });
  return {
    DEFAULT_MARKET: hosts[0].market,
    HOST_MARKETS: hosts.map(({ host, market }) => `    ${host} ${market};`).join("\n"),
    MARKET_HOSTS: canonical.map(([market, host]) => `    ${market} ${host};`).join("\n"),
    // The http listener's redirect keeps a listed host as written; any other gets its market's own host.
    REDIRECT_HOSTS: hosts.map(({ host }) => `    ${host} ${host};`).join("\n"),
  };
}

/**
 * Fills the template's {{…}} placeholders from the settings and the markets file; a placeholder left over is an
 * error, not a broken nginx config.
 */
function renderEdgeConfig(template, settings, markets) {
  const values = {
    ...marketMaps(markets),
    HTTP_PORT: String(settings.httpPort),
    PAGE_FRESH_SECONDS: String(settings.pageFreshSeconds),
    HTTPS_PORT: String(settings.httpsPort),
    HTTPS_PORT_SUFFIX: settings.httpsPort === 443 ? "" : `:${settings.httpsPort}`,
    UPSTREAM_SERVERS: settings.upstreams.map((entry) => `    server ${entry} ${UPSTREAM_PARAMS};`).join("\n"),
    STATE_DIR: settings.stateDir,
    STATIC_DIR: settings.staticDir,
    CERT: settings.cert,
    KEY: settings.key,
    ACCESS_LOG: settings.accessLog,
  };
  const rendered = template.replace(/\{\{([A-Z_]+)\}\}/g, (match, name) => {
    if (!(name in values)) throw new Error(`edge template: unknown placeholder ${match}`);
    return values[name];
  });
  return rendered;
}

/** Folders nginx writes to, made before it starts (it does not create them itself). */
function stateFolders(settings) {
  return ["cache", "cache-rsc", "client_body", "proxy_temp", "fastcgi_temp", "uwsgi_temp", "scgi_temp", "tls"]
    .map((name) => path.join(settings.stateDir, name))
    .concat(path.join(settings.staticDir, "_next", "static"));
}

/** The names the self-signed certificate covers: every product host, plus loopback for local checks. */
function certificateNames(hosts) {
  return [...new Set([...hosts, "localhost"])];
}

module.exports = { DEFAULTS, edgeSettings, marketMaps, renderEdgeConfig, stateFolders, certificateNames };
