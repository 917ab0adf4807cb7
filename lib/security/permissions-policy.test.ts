import { GEOLOCATION_PATHS, permissionsPolicy } from "./permissions-policy.cjs";

const features = (policy: string) => Object.fromEntries(policy.split(", ").map((part) => part.split("=") as [string, string]));

describe("permissionsPolicy", () => {
  it("turns every feature off on an ordinary page", () => {
    expect(features(permissionsPolicy({ geolocation: false }))).toEqual({
      camera: "()", microphone: "()", geolocation: "()", payment: "()", usb: "()", "interest-cohort": "()",
    });
  });

  it("lets the site itself, and nothing it frames, ask for a position where a page uses it, and changes nothing else", () => {
    const on = features(permissionsPolicy({ geolocation: true }));
    expect(on.geolocation).toBe("(self)");
    expect({ ...on, geolocation: "()" }).toEqual(features(permissionsPolicy({ geolocation: false })));
  });

  it("names only /report as a page that asks", () => {
    expect(GEOLOCATION_PATHS).toEqual(["/report"]);
  });
});
