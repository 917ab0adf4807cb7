import { backendKind } from "./backend-kind";

describe("backendKind", () => {
  it("is upstream when FACADE_API_URL is set and embedded when it is unset or blank", () => {
    expect(backendKind({ FACADE_API_URL: "https://api.example" })).toBe("upstream");
    expect(backendKind({ FACADE_API_URL: "  " })).toBe("embedded");
    expect(backendKind({})).toBe("embedded");
  });
});
