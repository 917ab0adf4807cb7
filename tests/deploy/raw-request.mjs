// Requests to the edge written byte for byte, for what Node's own clients refuse to send (a control character in a
// header value, a raw request line) and for HTTP/2 sessions the fuzzer reuses. Loopback only.
import http2 from "node:http2";
import tls from "node:tls";
import { PORTS } from "./harness.mjs";

/**
 * One HTTP/1.1 request over TLS to the edge, as `head` says it (the request line and headers, without the blank
 * line), with `body` after it. Resolves with the status (0 when the edge closed without an answer), the raw head
 * and the time it took; `Connection: close` is the caller's to send.
 */
export function rawHttp1({ head, body = "", host = "flamingoscooters.co.nz", localAddress, timeoutMs = 15_000 }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = tls.connect({ host: "127.0.0.1", port: PORTS.https, localAddress, servername: host, rejectUnauthorized: false, ALPNProtocols: ["http/1.1"] });
    let received = Buffer.alloc(0);
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      const text = received.toString("latin1");
      const headEnd = text.indexOf("\r\n\r\n");
      resolve({ status: Number(text.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0), head: headEnd < 0 ? text : text.slice(0, headEnd), body: headEnd < 0 ? "" : text.slice(headEnd + 4), ms: Date.now() - started });
    };
    socket.on("secureConnect", () => socket.write(Buffer.concat([Buffer.from(`${head}\r\n\r\n`, "latin1"), Buffer.from(body, "latin1")])));
    socket.on("data", (chunk) => (received = Buffer.concat([received, chunk])));
    socket.on("error", finish);
    socket.on("close", finish);
    socket.setTimeout(timeoutMs, finish);
  });
}

/** An HTTP/2 session to the edge; `send` resolves with the status of one request (0: the stream was reset). */
export function http2Session({ host = "flamingoscooters.co.nz", localAddress } = {}) {
  const session = http2.connect(`https://127.0.0.1:${PORTS.https}`, { servername: host, rejectUnauthorized: false, localAddress });
  session.on("error", () => undefined);
  const send = ({ method = "GET", path = "/", headers = {}, body, timeoutMs = 15_000 }) =>
    new Promise((resolve) => {
      let stream;
      try {
        stream = session.request({ ":method": method, ":path": path, ":authority": host, ...headers }, { endStream: body === undefined });
      } catch (error) {
        resolve({ status: 0, error: error.code ?? error.message });
        return;
      }
      let status = 0;
      stream.on("response", (answer) => (status = answer[":status"]));
      stream.on("data", () => undefined);
      stream.on("close", () => resolve({ status }));
      stream.on("error", () => undefined);
      stream.setTimeout(timeoutMs, () => stream.close(http2.constants.NGHTTP2_CANCEL));
      if (body !== undefined) stream.end(body);
    });
  return { session, send, close: () => new Promise((resolve) => session.close(resolve)) };
}
