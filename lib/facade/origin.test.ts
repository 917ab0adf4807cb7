import markets from "@/content/markets.json";
import { linkOrigin } from "./origin";

const from = (host: string | null, url = "http://localhost:1/api/facade/join-plan") =>
  linkOrigin(new Request(url, { headers: host === null ? {} : { host, "x-forwarded-proto": "http" } }));

describe("linkOrigin", () => {
  it.each([
    ["flamingoscooters.co.nz", markets.markets.nz.siteUrl],
    ["www.flamingoscooters.com.au:8443", markets.markets.au.siteUrl],
    ["FLAMINGOSCOOTERS.COM.AU", markets.markets.au.siteUrl],
    ["localhost:1", markets.markets.nz.siteUrl],
    ["attacker.example", markets.markets.nz.siteUrl],
    [null, markets.markets.nz.siteUrl],
  ])("Host %s → %s", (host, origin) => {
    expect(from(host)).toBe(origin);
  });

  it("is always an https site URL from the configuration, whatever the request's scheme and port", () => {
    expect(from("flamingoscooters.com.au:1", "http://flamingoscooters.com.au:1/x")).toBe("https://flamingoscooters.com.au");
  });
});
