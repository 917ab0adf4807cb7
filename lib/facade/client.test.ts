import { UNVOUCHED_KEY, addressKey, clientKey } from "./client";

const proxy = { header: "x-flamingo-client", token: "secret", hops: 0 };

describe("clientKey", () => {
  it("uses the address the wrapper vouched for", () => {
    const headers = new Headers({ "x-forwarded-for": "203.0.113.7", "x-flamingo-client": "secret" });
    expect(clientKey(headers, proxy, () => undefined)).toBe("203.0.113.7");
  });

  it("shares one key, and warns once, when the request was not vouched for", () => {
    const warn = jest.fn();
    const forged = new Headers({ "x-forwarded-for": "203.0.113.7", "x-flamingo-client": "guess" });
    expect(clientKey(forged, proxy, warn)).toBe(UNVOUCHED_KEY);
    expect(clientKey(new Headers({ "x-forwarded-for": "203.0.113.8" }), undefined, warn)).toBe(UNVOUCHED_KEY);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.parse(warn.mock.calls[0][0])).toMatchObject({ level: "warn", event: "client_address_unknown" });
  });
});

describe("addressKey", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::ff", "2001:db8:1:2::/64"],
    ["2001:DB8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["2001:0db8:0001:0002:ffff::", "2001:db8:1:2::/64"],
  ])("%s → %s", (address, key) => {
    expect(addressKey(address)).toBe(key);
  });
});
