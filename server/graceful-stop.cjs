"use strict";
// A rolling deploy stops instances with SIGTERM (Docker, compose, any orchestrator). Next exits at once on it, which
// cuts the responses an instance is writing: the edge can retry a request that got no answer, but not one whose
// head it has already passed on. So the preload takes the signal from Next (NEXT_MANUAL_SIG_HANDLE) and drains:
// stop accepting, close idle keep-alive connections, let every request in flight finish, then exit. Anything
// still open after STOP_GRACE_SECONDS (default 8, under Docker's 10 before SIGKILL) is cut.

const EXIT_CODES = { SIGTERM: 143, SIGINT: 130 };

/** Seconds to wait for requests in flight; a bad value falls back to the default. */
function graceSeconds(env) {
  const value = Number(env.STOP_GRACE_SECONDS);
  return Number.isFinite(value) && value >= 0 ? value : 8;
}

/**
 * Stops every server from accepting, ends idle connections as they become idle, and resolves once each server has
 * closed or the grace period is over (true if all closed in time).
 */
function drain(servers, graceMs) {
  // close() also ends the connections idle right now (Node 19+); its callback comes, with an error, for a server
  // that never listened too.
  const closing = [...servers].map((server) => new Promise((resolve) => server.close(() => resolve())));
  // A keep-alive connection whose request finishes during the drain turns idle; close it then.
  const sweep = setInterval(() => servers.forEach((server) => server.closeIdleConnections()), 50);
  let timer;
  const deadline = new Promise((resolve) => (timer = setTimeout(() => resolve(false), graceMs)));
  return Promise.race([Promise.all(closing).then(() => true), deadline]).finally(() => {
    clearInterval(sweep);
    clearTimeout(timer);
  });
}

/** Every server the process creates drains on SIGTERM and SIGINT; Next is told to leave those signals alone. */
function drainOnStop(env = process.env) {
  const servers = new Set();
  env.NEXT_MANUAL_SIG_HANDLE = "true";
  let stopping = false;
  for (const signal of Object.keys(EXIT_CODES)) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void drain(servers, graceSeconds(env) * 1000).then(() => process.exit(EXIT_CODES[signal]));
    });
  }
  return {
    add: (server) => servers.add(server),
    /** True once a stop signal came: responses then ask the client to close the connection. */
    get stopping() {
      return stopping;
    },
  };
}

module.exports = { drain, drainOnStop, graceSeconds };
