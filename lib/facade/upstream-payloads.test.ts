import { upstreamBackend } from "./upstream";

/** What the adapter sends the operator's API: the spec's bodies, and path values encoded into the path. */
function recorder(answer: unknown = {}) {
  const seen: { url: string; body?: unknown }[] = [];
  const fetchImpl = (async (url: string, init?: RequestInit) => {
    seen.push({ url, body: init?.body === undefined ? undefined : JSON.parse(String(init.body)) });
    return new Response(JSON.stringify(answer), { status: 200 });
  }) as unknown as typeof fetch;
  return { seen, backend: upstreamBackend("https://api.test", fetchImpl) };
}

describe("upstream request payloads", () => {
  it("posts join-plan with exactly email and phone, leaving the page's plan key out", async () => {
    const { seen, backend } = recorder();
    await backend.joinPlan({ plan: "wcc", email: "jo@wcc.govt.nz", phone: "021.123.4567" }, { origin: "" });
    expect(seen).toEqual([{ url: "https://api.test/facade/join-plan", body: { email: "jo@wcc.govt.nz", phone: "021.123.4567" } }]);
  });

  it("passes values the site no longer judges on to the API unchanged", async () => {
    const { seen, backend } = recorder({ data: { content: "# Hi" } });
    await backend.verifyPlan({ token: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln" });
    await backend.appInfo({ slug: "go_pass" });
    await backend.referral({ uuid: "rider-12345" });
    expect(seen.map((call) => call.body)).toEqual([{ token: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln" }, { slug: "go_pass" }, { uuid: "rider-12345" }]);
  });

  it("encodes a plan key into the get-plan path", async () => {
    const { seen, backend } = recorder();
    await backend.getPlan("Go_Pass/../x?y#z");
    expect(seen[0]?.url).toBe("https://api.test/facade/get-plan/Go_Pass%2F..%2Fx%3Fy%23z");
  });
});
