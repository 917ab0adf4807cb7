import http from "node:http";
import { listenOnLoopback, unloadPreload } from "./preload-harness";

type Seen = Record<string, string | string[] | undefined> & { vary?: string };

const originalCreateServer = http.createServer;
const REGISTRY_KEY = Symbol.for("flamingo.trustedProxy");
let server: http.Server;
let port: number;
let token: string;

beforeAll(async () => {
  process.env.TRUSTED_PROXY_HOPS = "0";
  await import("@/server/trusted-proxy.cjs");
  token = (globalThis as unknown as Record<symbol, { token: string }>)[REGISTRY_KEY]!.token;
  server = http.createServer();
  // A listener added after creation, as some servers do, still sees the vouched headers.
  server.on("request", (request: http.IncomingMessage, response: http.ServerResponse) => {
    response.setHeader("Vary", "Accept-Encoding");
    response.end(JSON.stringify(request.headers));
  });
  port = await listenOnLoopback(server);
});

afterAll(() => unloadPreload(server, originalCreateServer));

function headersSeen(headers: Record<string, string>, localAddress = "127.0.0.1"): Promise<Seen> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, localAddress, headers, agent: false }, (response) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ ...(JSON.parse(body) as Seen), vary: response.headers.vary }));
    });
    request.on("error", reject);
  });
}

describe("server/trusted-proxy.cjs", () => {
  it("replaces what the client says about its address with the socket's, and marks the request", async () => {
    const seen = await headersSeen(
      { "x-forwarded-for": "198.51.100.1", "x-real-ip": "198.51.100.2", forwarded: "for=198.51.100.3", "x-forwarded-proto": "https", "x-flamingo-client": "forged" },
      "127.0.0.9",
    );
    expect(seen["x-forwarded-for"]).toBe("127.0.0.9");
    expect(seen["x-real-ip"]).toBeUndefined();
    expect(seen.forwarded).toBeUndefined();
    expect(seen["x-forwarded-proto"]).toBeUndefined();
    expect(seen["x-flamingo-client"]).toBe(token);
  });

  it("adds Host to every response's Vary", async () => {
    expect((await headersSeen({})).vary).toBe("Host, Accept-Encoding");
  });

  it("gives two different sockets two different addresses", async () => {
    const [a, b] = await Promise.all([headersSeen({}, "127.0.0.10"), headersSeen({}, "127.0.0.11")]);
    expect([a["x-forwarded-for"], b["x-forwarded-for"]]).toEqual(["127.0.0.10", "127.0.0.11"]);
  });
});
