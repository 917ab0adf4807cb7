import { upstreamBackend } from "./upstream";

const respond = (status: number, body: unknown) => async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("upstreamBackend", () => {
  it("calls <FACADE_API_URL>/facade/<call> and unwraps data", async () => {
    const calls: string[] = [];
    const fetchImpl = (async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify({ data: [{ id: 7, title: "Mechanic", details: "**Fix** things" }] }), { status: 200 });
    }) as unknown as typeof fetch;
    const result = await upstreamBackend("https://api.example.test/", fetchImpl).careers();
    expect(calls).toEqual(["https://api.example.test/facade/career"]);
    expect(result).toEqual({ ok: true, data: [{ id: "7", title: "Mechanic", details: "**Fix** things", applyUrl: undefined }] });
  });

  it("posts the referral call to /promo/referral", async () => {
    let seen: { url: string; init?: RequestInit } | undefined;
    const fetchImpl = (async (url: string, init?: RequestInit) => {
      seen = { url, init };
      return new Response(JSON.stringify({ data: { referralCode: "SAM-1" } }));
    }) as unknown as typeof fetch;
    const uuid = "3b0c4a52-8f7e-4a53-9f61-0c8f5b8f2d11";
    expect(await upstreamBackend("https://api.test", fetchImpl).referral({ uuid })).toEqual({ ok: true, data: { referralCode: "SAM-1" } });
    expect(seen?.url).toBe("https://api.test/promo/referral");
    expect(seen?.init?.method).toBe("POST");
    expect(JSON.parse(String(seen?.init?.body))).toEqual({ uuid });
  });

  it("passes 4xx codes through", async () => {
    const backend = upstreamBackend("https://api.test", respond(400, { code: "domain_not_found" }) as unknown as typeof fetch);
    expect(await backend.joinPlan({ email: "a@b.co", phone: "021 123 4567" }, { origin: "" })).toEqual({ ok: false, status: 400, code: "domain_not_found" });
  });

  it.each([
    ["a 5xx", respond(503, { code: "down" })],
    ["a 4xx without a code", respond(404, "nope")],
    ["an answer that breaks the contract", respond(200, { data: { serviceArea: [{ latitude: "north" }] } })],
    ["a network failure", async () => { throw new TypeError("fetch failed"); }],
    ["a 200 whose body is not JSON", async () => new Response("<html>Service temporarily unavailable</html>", { status: 200 })],
    ["a connection reset mid-body", async () => new Response(new ReadableStream({ start: (c) => c.error(new Error("ECONNRESET")) }), { status: 200 })],
  ])("turns %s into 502 upstream", async (_label, fetchImpl) => {
    expect(await upstreamBackend("https://api.test", fetchImpl as unknown as typeof fetch).region(1)).toEqual({ ok: false, status: 502, code: "upstream" });
  });

  it("takes an empty or JSON success body on a form call, and a 200 that is not JSON as 502 upstream", async () => {
    const verify = (fetchImpl: unknown) => upstreamBackend("https://api.test", fetchImpl as typeof fetch).verifyPlan({ token: "t" });
    expect(await verify(async () => new Response(null, { status: 200 }))).toEqual({ ok: true, data: null });
    expect(await verify(respond(200, { data: {} }))).toEqual({ ok: true, data: null });
    expect(await verify(async () => new Response("<html>Service temporarily unavailable</html>", { status: 200 }))).toEqual({ ok: false, status: 502, code: "upstream" });
  });

  it("gives up after the timeout", async () => {
    const hang = ((_url: string, init?: RequestInit) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)))) as unknown as typeof fetch;
    const started = Date.now();
    expect(await upstreamBackend("https://api.test", hang, 50).instruction(7)).toEqual({ ok: false, status: 502, code: "upstream" });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  describe("a list item that breaks the contract", () => {
    const logged = () => {
      const lines: string[] = [];
      return { lines, log: (line: string) => lines.push(line) };
    };

    it("drops that career only and logs the call and the field once", async () => {
      const { lines, log } = logged();
      const body = { data: [{ id: 1, details: "no title" }, { id: 2, title: "Mechanic", details: "" }, { id: 3, title: "Rider", details: "", applyUrl: "mailto:jobs@example.test" }] };
      const result = await upstreamBackend("https://api.test", respond(200, body) as unknown as typeof fetch, 1000, log).careers();
      expect(result).toEqual({ ok: true, data: [
        { id: "2", title: "Mechanic", details: "", applyUrl: undefined },
        { id: "3", title: "Rider", details: "", applyUrl: "mailto:jobs@example.test" },
      ] });
      expect(lines).toEqual(["[facade upstream] /facade/career: dropped 1 item(s) that broke the contract: data.0 (title)"]);
    });

    it("drops an instruction item with an empty field and a benefit without an icon", async () => {
      const { lines, log } = logged();
      const item = { photoUrl: "/a.svg", title: "Helmet", description: "Wear one" };
      const instructions = await upstreamBackend("https://api.test", respond(200, { data: { items: [item, { ...item, title: "" }] } }) as unknown as typeof fetch, 1000, log).instruction(3);
      expect(instructions).toEqual({ ok: true, data: { items: [item] } });
      const benefit = { iconUrl: "/i.svg", title: "Free unlocks", description: "" };
      const plan = { name: "WCC", description: "", form: true, benefits: [{ title: "No icon", description: "" }, benefit] };
      expect(await upstreamBackend("https://api.test", respond(200, { data: plan }) as unknown as typeof fetch, 1000, log).getPlan("wcc")).toEqual({ ok: true, data: { ...plan, benefits: [benefit] } });
      expect(lines).toEqual([
        "[facade upstream] /facade/instruction/3: dropped 1 item(s) that broke the contract: data.items.1 (title)",
        "[facade upstream] /facade/get-plan/wcc: dropped 1 item(s) that broke the contract: data.benefits.0 (iconUrl)",
      ]);
    });
  });
});
