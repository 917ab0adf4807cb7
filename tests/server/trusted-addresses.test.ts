import http from "node:http";
import { isTrustedPeer, trustedAddresses } from "@/server/trusted-addresses.cjs";
import { listenOnLoopback, unloadPreload } from "./preload-harness";

describe("trustedAddresses (TRUSTED_PROXY_ADDRESSES)", () => {
  it("trusts loopback alone by default, in every form a socket reports it", () => {
    const trusted = trustedAddresses({});
    expect(trusted.entries).toEqual(["127.0.0.1/32", "::1/128"]);
    expect(isTrustedPeer(trusted, "127.0.0.1")).toBe(true);
    expect(isTrustedPeer(trusted, "::ffff:127.0.0.1")).toBe(true);
    expect(isTrustedPeer(trusted, "::1")).toBe(true);
    for (const peer of ["127.0.0.2", "10.0.0.1", "::2", undefined, "unknown"]) expect(isTrustedPeer(trusted, peer)).toBe(false);
  });

  it("reads addresses and CIDR ranges, comma- or space-separated, and reports what is neither", () => {
    const trusted = trustedAddresses({ TRUSTED_PROXY_ADDRESSES: "172.18.0.0/16, fd00::/8 10.1.2.3,bogus,1.2.3.4/33,::/200" });
    expect(trusted.entries).toEqual(["172.18.0.0/16", "fd00::/8", "10.1.2.3/32"]);
    expect(trusted.invalid).toEqual(["bogus", "1.2.3.4/33", "::/200"]);
    expect(isTrustedPeer(trusted, "172.18.200.9")).toBe(true);
    expect(isTrustedPeer(trusted, "::ffff:172.18.0.1")).toBe(true);
    expect(isTrustedPeer(trusted, "fd12:3456::1")).toBe(true);
    expect(isTrustedPeer(trusted, "10.1.2.3")).toBe(true);
    expect(isTrustedPeer(trusted, "172.19.0.1")).toBe(false);
    expect(isTrustedPeer(trusted, "10.1.2.4")).toBe(false);
    expect(isTrustedPeer(trusted, "127.0.0.1")).toBe(false);
  });

  it("trusts nobody when set empty", () => {
    expect(isTrustedPeer(trustedAddresses({ TRUSTED_PROXY_ADDRESSES: "" }), "127.0.0.1")).toBe(false);
  });
});

describe("the preload with TRUSTED_PROXY_HOPS=1 and the default TRUSTED_PROXY_ADDRESSES", () => {
  const originalCreateServer = http.createServer;
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    process.env.TRUSTED_PROXY_HOPS = "1";
    delete process.env.TRUSTED_PROXY_ADDRESSES;
    await import("@/server/trusted-proxy.cjs");
    server = http.createServer((request, response) => response.end(JSON.stringify(request.headers)));
    port = await listenOnLoopback(server);
  });

  afterAll(async () => {
    await unloadPreload(server, originalCreateServer);
    delete process.env.TRUSTED_PROXY_HOPS;
  });

  const seen = (localAddress: string) =>
    new Promise<Record<string, string>>((resolve, reject) => {
      const headers = { "x-forwarded-for": "198.51.100.7", "x-forwarded-proto": "https" };
      http
        .get({ host: "127.0.0.1", port, localAddress, headers, agent: false }, (response) => {
          let body = "";
          response.on("data", (chunk) => (body += chunk));
          response.on("end", () => resolve(JSON.parse(body) as Record<string, string>));
        })
        .on("error", reject);
    });

  it("believes X-Forwarded-For from a trusted peer", async () => {
    const headers = await seen("127.0.0.1");
    expect(headers["x-forwarded-for"]).toBe("198.51.100.7");
    expect(headers["x-forwarded-proto"]).toBe("https");
  });

  it("ignores it from any other peer, loopback or not: the peer is the client", async () => {
    const headers = await seen("127.0.0.2");
    expect(headers["x-forwarded-for"]).toBe("127.0.0.2");
    expect(headers["x-forwarded-proto"]).toBeUndefined();
  });
});
