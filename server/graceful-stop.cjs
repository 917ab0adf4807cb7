"use strict";
// A rolling deploy stops instances with SIGTERM (Docker, compose, any orchestrator). Next 16.4 drains on it too
// (next/dist/server/lib/start-server.js: server.close(), then the app's close, then exit 143), but with no deadline
// of its own and closing its listener at once, which resets connections still queued in it. So the preload takes
// the signal from Next (NEXT_MANUAL_SIG_HANDLE) and drains on its own terms: stop accepting, answer every request still arriving on an open connection with `Connection: close`,
// let every request in flight finish, then exit once every connection has gone or after STOP_GRACE_SECONDS
// (default 8, under Docker's 10 before SIGKILL).
// It closes its listener only after the event loop has polled for I/O once more: connections the kernel completed
// while the process was busy wait in the listener's queue, closing it resets them, and the edge has already sent
// their requests. (The few that arrive after that poll are still reset; the edge sends a reset POST under /api/ to
// another instance, deploy/edge.conf.template.)
// It never closes an idle keep-alive connection itself: the edge may be sending a request down it at that very
// moment, and a POST elsewhere than /api/ it would not retry. Idle connections are closed by the peer (the
// edge after 4 s idle) or by the server's keep-alive timeout (server/client-timeouts.cjs, 6 s), as at any time.
const net = require("node:net");

const EXIT_CODES = { SIGTERM: 143, SIGINT: 130 };
/** The server events that carry a response to answer. */
const ANSWERED_EVENTS = new Set(["request", "checkContinue", "checkExpectation"]);

/** Seconds to wait for requests in flight; a bad value falls back to the default. */
function graceSeconds(env) {
  const value = Number(env.STOP_GRACE_SECONDS);
  return Number.isFinite(value) && value >= 0 ? value : 8;
}

/**
 * Resolves after the event loop's next poll for I/O, which accepts every connection queued before the call. An
 * immediate queued from the check phase runs in the next one, so two hops put a whole poll between call and callback.
 */
const afterNextPoll = () => new Promise((resolve) => setImmediate(() => setImmediate(resolve)));

/**
 * Tracks `add`ed servers' responses so `stop` can drain them: once the connections already queued are accepted,
 * each response head says `Connection: close`, also for requests already in flight, and the server stops accepting
 * without touching open connections. `stop` resolves once every server has closed or the grace period is over
 * (true if all closed in time); calling it again gives the same promise.
 */
function drainer() {
  const servers = new Set();
  const unanswered = new Set();
  let stopping = false;
  let stopped;
  const closeAfter = (response) => (response.shouldKeepAlive = false);
  const track = (response) => {
    if (stopping) return closeAfter(response);
    unanswered.add(response);
    response.once("close", () => unanswered.delete(response));
  };
  return {
    add(server) {
      servers.add(server);
      const emit = server.emit;
      // Wrapping emit rather than adding listeners: a 'checkContinue' listener would stop Node answering
      // `100 Continue` itself, and a request that waited for one is answered (and must say close) like any other.
      server.emit = function emitTracked(event, request, response, ...rest) {
        if (ANSWERED_EVENTS.has(event)) track(response);
        return emit.call(this, event, request, response, ...rest);
      };
    },
    get stopping() {
      return stopped !== undefined;
    },
    stop(graceMs) {
      stopped ??= afterNextPoll().then(() => {
        stopping = true;
        // Node reads shouldKeepAlive when it writes the head, so a head not yet written says close too.
        for (const response of unanswered) if (!response.headersSent) closeAfter(response);
        unanswered.clear();
        return drain(servers, graceMs);
      });
      return stopped;
    },
  };
}

/**
 * Stops every server from accepting and resolves once each has closed (all its connections gone) or the grace
 * period is over. net.Server's close, not http.Server's: the latter also ends the connections idle right now.
 */
function drain(servers, graceMs) {
  const closing = [...servers].map((server) => new Promise((resolve) => net.Server.prototype.close.call(server, () => resolve())));
  let timer;
  const deadline = new Promise((resolve) => (timer = setTimeout(() => resolve(false), graceMs)));
  return Promise.race([Promise.all(closing).then(() => true), deadline]).finally(() => clearTimeout(timer));
}

/** Every server the process creates drains on SIGTERM and SIGINT; Next is told to leave those signals alone. */
function drainOnStop(env = process.env) {
  const servers = drainer();
  env.NEXT_MANUAL_SIG_HANDLE = "true";
  for (const signal of Object.keys(EXIT_CODES)) {
    process.on(signal, () => {
      if (servers.stopping) return;
      void servers.stop(graceSeconds(env) * 1000).then(() => process.exit(EXIT_CODES[signal]));
    });
  }
  return servers;
}

module.exports = { drain, drainer, drainOnStop, graceSeconds };
