import { varyWithHost } from "@/server/vary-host.cjs";

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
