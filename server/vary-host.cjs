"use strict";
// One build answers every market, told apart by Host, so every response must say it varies by Host or a shared
// cache could hand one host's page to another. Next's page handler sets Vary itself (overwriting any header from
// next.config.ts), so the preload adds Host as the response head is written.

/** A Vary value with `token` in it (unchanged if it or * is there already); `first` puts a new token in front. */
function varyWith(value, token, { first = false } = {}) {
  const list = (Array.isArray(value) ? value.join(",") : String(value ?? ""))
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  if (list.some((entry) => entry === "*" || entry.toLowerCase() === token.toLowerCase())) return list.join(", ");
  return (first ? [token, ...list] : [...list, token]).join(", ");
}

/** A Vary value with Host in it, first. */
const varyWithHost = (value) => varyWith(value, "Host", { first: true });

/** Makes `response` add Host to Vary when its head goes out (explicitly or implicitly, Node calls writeHead). */
function varyOnHost(response) {
  const writeHead = response.writeHead;
  response.writeHead = function writeHeadVaryingOnHost(statusCode, ...rest) {
    const headers = rest.find((arg) => arg !== null && typeof arg === "object");
    const key = headers && Object.keys(headers).find((name) => name.toLowerCase() === "vary");
    if (key) headers[key] = varyWithHost(headers[key]);
    else if (!this.headersSent) this.setHeader("Vary", varyWithHost(this.getHeader("vary")));
    return writeHead.call(this, statusCode, ...rest);
  };
}

module.exports = { varyOnHost, varyWith, varyWithHost };
