import { varyWith, varyWithHost } from "@/server/vary-host.cjs";

describe("varyWithHost", () => {
  it.each([
    [undefined, "Host"],
    ["", "Host"],
    ["rsc, Accept-Encoding", "Host, rsc, Accept-Encoding"],
    [["Accept", "Accept-Encoding"], "Host, Accept, Accept-Encoding"],
    ["host, Accept", "host, Accept"],
    ["*", "*"],
  ] as const)("%j → %s", (value, expected) => {
    expect(varyWithHost(value as string | string[] | undefined)).toBe(expected);
  });
});

describe("varyWith", () => {
  it.each([
    [undefined, "Accept-Encoding"],
    ["Host", "Host, Accept-Encoding"],
    ["Host, accept-encoding", "Host, accept-encoding"],
    ["*", "*"],
  ])("adds Accept-Encoding last to %p", (value, expected) => {
    expect(varyWith(value, "Accept-Encoding")).toBe(expected);
  });
});
