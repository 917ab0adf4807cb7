import { isPlan, loadPlan, UNANSWERED } from "./plan";

const plan = {
  name: "Wellington City Council Go Pass",
  description: "Council staff ride on the Go Pass.",
  benefits: [{ iconUrl: "/assets/images/benefits/pass.svg", title: "Go Pass Included", description: "Track usage in the app." }],
  form: true,
};

const answer = (status: number, body: unknown) => jest.fn(async () => new Response(JSON.stringify(body), { status }));

describe("isPlan", () => {
  it("accepts the contract's shape", () => {
    expect(isPlan(plan)).toBe(true);
    expect(isPlan({ ...plan, benefits: [] })).toBe(true);
  });

  it.each([
    ["null", null],
    ["an array", [plan]],
    ["an empty name", { ...plan, name: "" }],
    ["a missing description", { ...plan, description: undefined }],
    ["a string form flag", { ...plan, form: "true" }],
    ["benefits that are not a list", { ...plan, benefits: {} }],
    ["a benefit without an icon", { ...plan, benefits: [{ title: "x", description: "y" }] }],
    ["a benefit that is a string", { ...plan, benefits: ["Free helmet"] }],
  ])("rejects %s", (_label, value) => {
    expect(isPlan(value)).toBe(false);
  });
});

describe("loadPlan", () => {
  it("returns the plan the endpoint sends", async () => {
    const fetchImpl = answer(200, { data: plan });
    await expect(loadPlan("wcc", fetchImpl)).resolves.toEqual(plan);
    expect(fetchImpl).toHaveBeenCalledWith("/api/facade/get-plan/wcc", expect.objectContaining({ signal: expect.any(AbortSignal) }));
  });

  it("asks about a key of any format, encoded into the path", async () => {
    const fetchImpl = answer(200, { data: plan });
    await expect(loadPlan("Go_Pass", fetchImpl)).resolves.toEqual(plan);
    await expect(loadPlan("../career?x#y", fetchImpl)).resolves.toEqual(plan);
    expect(fetchImpl.mock.calls.map((call: unknown[]) => call[0])).toEqual(["/api/facade/get-plan/Go_Pass", "/api/facade/get-plan/..%2Fcareer%3Fx%23y"]);
  });

  it("does not ask about an empty, over-long or control-character key", async () => {
    const fetchImpl = answer(200, { data: plan });
    for (const key of ["", "x".repeat(201), "wcc\n", "wcc\u202e"]) await expect(loadPlan(key, fetchImpl)).resolves.toBeNull();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it.each([
    ["a 404", answer(404, { code: "not_found" })],
    ["a 502", answer(502, { code: "upstream" })],
    ["an answer without data", answer(200, { plan })],
    ["an answer of the wrong shape", answer(200, { data: { ...plan, form: 1 } })],
    ["a body that is not JSON", jest.fn(async () => new Response("<html>", { status: 200 }))],
    ["its own time limit", jest.fn(async () => Promise.reject(new DOMException("signal timed out", "TimeoutError")))],
  ])("gives null for %s", async (_label, fetchImpl) => {
    await expect(loadPlan("wcc", fetchImpl as typeof fetch)).resolves.toBeNull();
  });

  it.each([
    ["a network failure (Chromium's words)", new TypeError("Failed to fetch")],
    ["requests stopped as the page is left (Firefox's words)", new TypeError("NetworkError when attempting to fetch resource.")],
    ["an abort", new DOMException("The operation was aborted.", "AbortError")],
  ])("tells a request refused with no answer apart: %s", async (_label, error) => {
    await expect(loadPlan("wcc", jest.fn(async () => Promise.reject(error)) as typeof fetch)).resolves.toBe(UNANSWERED);
  });

  it("tells a body cut off on the way apart from one that is not JSON", async () => {
    const cut = jest.fn(async () => ({ ok: true, json: () => Promise.reject(new TypeError("NetworkError when attempting to fetch resource.")) }) as unknown as Response);
    await expect(loadPlan("wcc", cut)).resolves.toBe(UNANSWERED);
  });
});
