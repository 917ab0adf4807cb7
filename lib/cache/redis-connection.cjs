"use strict";
// One Redis connection per process, shared by the page cache handler (which Next loads by path, outside the
// bundle) and the rate limiter (bundled into the route handlers): both find it through a symbol in the global
// registry, so however many copies of this file the build makes, there is one client and one outage state.
// Redis is an accelerator here, never a dependency: while it is down every caller falls back to what this
// instance has (its build output, its last rendered copies, its own limiter), and the outage is logged once.

const REGISTRY_KEY = Symbol.for("flamingo.redis");

/** A command slower than this counts as a failure; the caller falls back instead of holding the request. */
const COMMAND_TIMEOUT_MS = 1000;
/** How long the first commands of a process wait for the first connection, so a fresh instance starts shared. */
const FIRST_CONNECT_WAIT_MS = 1000;
/** After a failed or timed-out command, Redis is skipped this long before it is tried again. */
const PAUSE_AFTER_FAILURE_MS = 2000;

/** The REDIS_URL an instance shares its cache and budgets through, or undefined for the single-process default. */
function redisUrl(env = process.env) {
  const url = env.REDIS_URL?.trim();
  return url ? url : undefined;
}

/**
 * What the instance knows about Redis. It is usable while the client's connection is ready and no command has
 * failed in the last PAUSE_AFTER_FAILURE_MS. An outage is announced once, when the first failure is seen, and its
 * end once, when a command succeeds again or the connection is ready again: one warning per outage, not per request.
 */
function connectionState({ isReady = () => false, now = Date.now, log = console } = {}) {
  const state = {
    announced: false,
    pausedUntil: 0,
    usable() {
      return isReady() && now() >= state.pausedUntil;
    },
    failed(reason) {
      state.pausedUntil = now() + PAUSE_AFTER_FAILURE_MS;
      if (state.announced) return;
      state.announced = true;
      log.warn(JSON.stringify({
        level: "warn",
        event: "redis_unavailable",
        message: "Redis is unavailable: pages come from this instance's own cache and limits count locally until it returns",
        reason: String(reason?.message ?? reason ?? "unknown").slice(0, 200),
      }));
    },
    succeeded() {
      state.pausedUntil = 0;
      if (!state.announced) return;
      state.announced = false;
      log.info(JSON.stringify({ level: "info", event: "redis_recovered", message: "Redis is back: the shared cache and budgets are in use again" }));
    },
  };
  return state;
}

/** The command's answer, or a rejection after `ms` (a hung Redis must not hold a page or a form). */
function withTimeout(promise, ms = COMMAND_TIMEOUT_MS) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`redis command took over ${ms} ms`)), ms);
    timer.unref?.();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The process's Redis client and its state, created on first use when REDIS_URL is set; null without it.
 * The client reconnects by itself (backing off to 2 s); commands are not queued while it is disconnected
 * (`disableOfflineQueue`), so they fail at once and callers fall back.
 */
function sharedRedis(env = process.env) {
  const url = redisUrl(env);
  if (!url) return null;
  const registry = globalThis;
  if (registry[REGISTRY_KEY]) return registry[REGISTRY_KEY];
  const { createClient } = require("redis");
  let client;
  const state = connectionState({ isReady: () => client.isReady });
  client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
  });
  let connecting = true;
  const firstConnect = new Promise((resolve) => {
    client.once("ready", resolve);
    setTimeout(resolve, FIRST_CONNECT_WAIT_MS).unref?.();
  }).then(() => (connecting = false));
  client.on("ready", () => state.succeeded());
  // Every reconnect attempt emits an error; the state logs the first of an outage only.
  client.on("error", (error) => state.failed(error));
  client.connect().catch((error) => state.failed(error));

  const shared = {
    client,
    state,
    /** Runs `command` on the client when Redis is usable; otherwise, or when it fails or is slow, `fallback()`. */
    async run(command, fallback) {
      if (connecting) await firstConnect;
      if (!state.usable()) return fallback();
      try {
        const answer = await withTimeout(command(client));
        if (state.announced) state.succeeded();
        return answer;
      } catch (error) {
        state.failed(error);
        return fallback();
      }
    },
  };
  registry[REGISTRY_KEY] = shared;
  return shared;
}

/** "off" without REDIS_URL, "shared" while Redis answers, "degraded" while it does not (the health report's word). */
function cacheStatus(env = process.env) {
  const shared = sharedRedis(env);
  if (!shared) return "off";
  return shared.state.usable() ? "shared" : "degraded";
}

module.exports = { COMMAND_TIMEOUT_MS, PAUSE_AFTER_FAILURE_MS, cacheStatus, connectionState, redisUrl, sharedRedis, withTimeout };
