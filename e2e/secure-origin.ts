import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * An HTTPS front for the server under test, on a port of its own, for the few things a browser gives only to a
 * secure context (the Geolocation API). Production is HTTPS behind the edge; the suite serves plain HTTP on the
 * product hosts, and Chromium's headless shell ignores --unsafely-treat-insecure-origin-as-secure. The certificate is
 * made here with openssl (as tests/deploy does) and trusted by `ignoreHTTPSErrors`; requests keep their Host, so
 * the market is chosen as in production. Strict-Transport-Security is dropped on the way back: a browser that kept it
 * would send the suite's later plain-HTTP visits to these hosts over HTTPS.
 */
export async function startSecureFront(target: number): Promise<{ port: number; close: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "flamingo-e2e-tls-"));
  const [key, cert] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")];
  execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=e2e-secure-front", "-keyout", key, "-out", cert], { stdio: "ignore" });
  const server = https.createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (incoming, outgoing) => {
    const forward = http.request({ host: "127.0.0.1", port: target, method: incoming.method, path: incoming.url, headers: incoming.headers }, (answer) => {
      const headers = { ...answer.headers };
      delete headers["strict-transport-security"];
      outgoing.writeHead(answer.statusCode ?? 502, headers);
      answer.pipe(outgoing);
    });
    forward.on("error", () => outgoing.destroy());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        rmSync(dir, { recursive: true, force: true });
      }),
  };
}
