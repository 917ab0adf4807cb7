import marketsJson from "@/content/markets.json";
import { marketsFileSchema } from "@/lib/content/schemas";
import { normaliseHost, resolveMarket } from "./market";

const data = marketsFileSchema.parse(marketsJson);

describe("resolveMarket", () => {
  it.each([
    ["flamingoscooters.com.au", "au"],
    ["www.flamingoscooters.com.au", "au"],
    ["flamingoscooters.com", "nz"],
    ["www.flamingoscooters.com", "nz"],
    ["flamingoscooters.co.nz", "nz"],
    ["www.flamingoscooters.co.nz", "nz"],
    ["localhost", "nz"],
  ])("maps the product host %s to %s", (host, market) => {
    expect(resolveMarket(host, data)).toBe(market);
  });

  it("ignores the port and letter case", () => {
    expect(resolveMarket("FlamingoScooters.COM.AU:3000", data)).toBe("au");
    expect(resolveMarket("WWW.FLAMINGOSCOOTERS.CO.NZ:443", data)).toBe("nz");
    expect(resolveMarket("localhost:8080", data)).toBe("nz");
    expect(resolveMarket("flamingoscooters.com.au.", data)).toBe("au");
  });

  it("gives unknown, empty and look-alike hosts the first domain's market", () => {
    expect(data.hosts[0]).toEqual({ host: "flamingoscooters.com", market: "nz" });
    for (const host of ["example.org", "", null, undefined, "flamingoscooters.com.au.evil.test", "127.0.0.1:3000", "[::1]:3000"]) {
      expect(resolveMarket(host, data)).toBe("nz");
    }
  });

  it("gives New Zealand hosts 0800 FLAMINGO and Australian hosts a 1800 number", () => {
    expect(data.markets.nz.contact.phoneLabel).toBe("0800 FLAMINGO");
    expect(data.markets.nz.contact.phone.replace(/\s/g, "")).toMatch(/^0800\d+$/);
    expect(data.markets.au.contact.phone.replace(/\s/g, "")).toMatch(/^1800\d{6}$/);
  });

  it("dials freephone numbers in national form and names them internationally for structured data", () => {
    expect(data.markets.nz.contact).toMatchObject({ phoneHref: "tel:080035264646", phoneInternational: "+6480035264646" });
    expect(data.markets.au.contact).toMatchObject({ phoneHref: "tel:1800352646", phoneInternational: "+611800352646" });
  });

  it("carries the spec's home sub-lines", () => {
    expect(data.markets.nz.subline).toBe("Proudly New Zealand owned & operated electric scooter and bike share.");
    expect(data.markets.au.subline).toBe("Australia & New Zealand based electric scooter and bike share.");
  });
});

describe("normaliseHost", () => {
  it("keeps bracketed IPv6 literals whole", () => {
    expect(normaliseHost("[::1]:3000")).toBe("[::1]");
  });

  it("reads a host as nginx does: lower case, numeric port and one trailing dot dropped", () => {
    expect(normaliseHost("FlamingoScooters.COM.AU.:8443")).toBe("flamingoscooters.com.au");
    expect(normaliseHost("flamingoscooters.com.au:")).toBe("flamingoscooters.com.au");
  });

  it.each(["flamingoscooters.com.au:x", "flamingoscooters.com.au:443x", "flamingoscooters.com.au:443:1", "flamingoscooters.com.au..", "flamingoscooters com.au", "flamingoscooters.com.au/x", "-flamingoscooters.com.au", "[::1]x"])(
    "reads the malformed host %s as no host, so no market claims it",
    (host) => {
      expect(normaliseHost(host)).toBe("");
      expect(resolveMarket(host, data)).toBe("nz");
    },
  );
});
