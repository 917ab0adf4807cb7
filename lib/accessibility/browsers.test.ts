import browserslist from "browserslist";
import fc from "fast-check";
import packageJson from "@/package.json";
import { compareVersions, isSupported, supportedBrowsers } from "./browsers";

const range = packageJson.browserslist;

describe("supportedBrowsers", () => {
  it("names exactly the browsers and versions browserslist resolves package.json's range to", () => {
    const named = supportedBrowsers(range).map(({ id, version }) => `${id} ${version}`);
    // The oracle: browserslist itself, as the lint and the build read the same queries.
    expect(named.sort()).toEqual([...browserslist(range)].sort());
  });

  it("stops the build on a query it cannot put into words", () => {
    expect(() => supportedBrowsers(["last 2 versions"])).toThrow(/cannot name "last 2 versions"/);
    expect(() => supportedBrowsers(["opera 90"])).toThrow(/opera 90/);
  });
});

describe("compareVersions", () => {
  it("orders dotted versions as numbers, as browserslist's own sort does", () => {
    expect(compareVersions("16.4", "16.10")).toBeLessThan(0);
    expect(compareVersions("111", "111.0")).toBe(0);
    fc.assert(
      fc.property(fc.array(fc.nat(200), { minLength: 1, maxLength: 3 }), fc.array(fc.nat(200), { minLength: 1, maxLength: 3 }), (a, b) => {
        const [x, y] = [a.join("."), b.join(".")];
        // Summed, not negated: -Math.sign(0) is -0, which toBe tells apart from 0.
        expect(Math.sign(compareVersions(x, y)) + Math.sign(compareVersions(y, x))).toBe(0);
        if (compareVersions(x, y) === 0) expect(a.concat(Array(3).fill(0)).slice(0, 3)).toEqual(b.concat(Array(3).fill(0)).slice(0, 3));
      }),
      // Equal versions come up by chance only now and then: run them every time.
      { examples: [[[91], [91]], [[111], [111, 0]], [[16, 4], [16, 10]]] },
    );
  });
});

describe("the browsers the accessibility statement names", () => {
  const supported = supportedBrowsers(range);

  it("keeps Firefox ESR inside the range: a range raised past today's ESR fails here", () => {
    const esr = browserslist("firefox esr").map((entry) => entry.split(" ")[1]!);
    expect(esr.length).toBeGreaterThan(0);
    for (const version of esr) expect([version, isSupported(supported, "firefox", version)]).toEqual([version, true]);
    // The same check against a range that had moved on does fail.
    expect(isSupported(supportedBrowsers(["firefox 999"]), "firefox", esr[0]!)).toBe(false);
  });
});
