import { clientAddress, normaliseAddress, trustedHops } from "@/server/client-address.cjs";

describe("clientAddress", () => {
  it("with no trusted proxy is the socket's peer, whatever the headers say", () => {
    expect(clientAddress({ peer: "203.0.113.7", forwardedFor: "198.51.100.1", hops: 0 })).toBe("203.0.113.7");
    expect(clientAddress({ peer: "::ffff:127.0.0.2", forwardedFor: undefined, hops: 0 })).toBe("127.0.0.2");
    expect(clientAddress({ peer: "2001:DB8::1", forwardedFor: "x", hops: 0 })).toBe("2001:db8::1");
  });

  it("with N proxies is the Nth address from the right; what the client wrote further left is ignored", () => {
    const forwardedFor = "6.6.6.6, 198.51.100.9, 10.0.0.2";
    expect(clientAddress({ peer: "10.0.0.3", forwardedFor, hops: 1 })).toBe("10.0.0.2");
    expect(clientAddress({ peer: "10.0.0.3", forwardedFor, hops: 2 })).toBe("198.51.100.9");
    expect(clientAddress({ peer: "10.0.0.3", forwardedFor: "6.6.6.6,203.0.113.7", hops: 1 })).toBe("203.0.113.7");
  });

  it("with fewer entries than proxies is the leftmost entry, and with none the peer", () => {
    expect(clientAddress({ peer: "10.0.0.3", forwardedFor: "203.0.113.7", hops: 3 })).toBe("203.0.113.7");
    expect(clientAddress({ peer: "10.0.0.3", forwardedFor: "", hops: 1 })).toBe("10.0.0.3");
    expect(clientAddress({ peer: "10.0.0.3", forwardedFor: " , ", hops: 1 })).toBe("10.0.0.3");
  });

  it("takes ports and brackets off, and falls back to the peer for an entry that is not an address", () => {
    expect(clientAddress({ peer: "10.0.0.3", forwardedFor: "203.0.113.7:4431", hops: 1 })).toBe("203.0.113.7");
    expect(clientAddress({ peer: "10.0.0.3", forwardedFor: "[2001:db8::7]:443", hops: 1 })).toBe("2001:db8::7");
    expect(clientAddress({ peer: "10.0.0.3", forwardedFor: `${"a".repeat(8000)}`, hops: 1 })).toBe("10.0.0.3");
    expect(clientAddress({ peer: undefined, forwardedFor: "", hops: 0 })).toBe("unknown");
  });

  it("normalises addresses and refuses what is not one", () => {
    expect(normaliseAddress("::FFFF:192.0.2.1")).toBe("192.0.2.1");
    expect(normaliseAddress("unknown")).toBeNull();
    expect(normaliseAddress("1.2.3.4.5")).toBeNull();
  });

  it("reads TRUSTED_PROXY_HOPS as a small whole number, anything else as 0", () => {
    expect(trustedHops({})).toBe(0);
    expect(trustedHops({ TRUSTED_PROXY_HOPS: "1" })).toBe(1);
    for (const value of ["-1", "1.5", "many", "100"]) expect(trustedHops({ TRUSTED_PROXY_HOPS: value })).toBe(0);
  });
});
