import { errorMessage } from "@/lib/facade/messages";
import { GENERIC_CODE, RATE_LIMITED_CODE, SUBMIT_TIMEOUT_MS, submitJson } from "./submit";

const respond = (status: number, body?: unknown, raw?: string) =>
  jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () => new Response(raw ?? (body === undefined ? null : JSON.stringify(body)), { status }));

describe("submitJson", () => {
  it("POSTs the payload as JSON with a signal", async () => {
    const fetchImpl = respond(200, { data: null });
    await expect(submitJson("/api/facade/contact", { name: "Aroha" }, { fetchImpl })).resolves.toEqual({ ok: true });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe("/api/facade/contact");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("content-type")).toBe("application/json");
    expect(init?.body).toBe('{"name":"Aroha"}');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it("passes a 4xx answer's code through", async () => {
    await expect(submitJson("/x", {}, { fetchImpl: respond(400, { code: "validation" }) })).resolves.toEqual({ ok: false, code: "validation" });
    await expect(submitJson("/x", {}, { fetchImpl: respond(410, { code: "verification_expired" }) })).resolves.toEqual({ ok: false, code: "verification_expired" });
  });

  it.each([
    ["with the limiter's body", respond(429, { code: "rate_limited" })],
    ["with any other body", respond(429, { code: "validation" })],
    ["without a body", respond(429)],
  ])("turns a 429 %s into the rate-limited code", async (_label, fetchImpl) => {
    await expect(submitJson("/x", {}, { fetchImpl: fetchImpl as typeof fetch })).resolves.toEqual({ ok: false, code: RATE_LIMITED_CODE });
  });

  it.each(["too_many_tries", "too_many_emails"])("keeps the code of a 429 that is not the per-minute budget (%s)", async (code) => {
    await expect(submitJson("/x", {}, { fetchImpl: respond(429, { code }) as typeof fetch })).resolves.toEqual({ ok: false, code });
  });

  it.each([
    ["a 500", respond(500, { code: "validation" })],
    ["a 502", respond(502, { code: "upstream" })],
    ["a 507 (the store is full)", respond(507, { code: "storage_full" })],
    ["a 4xx without a body", respond(400)],
    ["a 4xx with a body that is not JSON", respond(400, undefined, "<html>")],
    ["a 4xx whose code is not a string", respond(400, { code: 42 })],
    ["a 4xx whose body is an array", respond(400, ["validation"])],
    ["a network failure", jest.fn(async () => Promise.reject(new TypeError("Failed to fetch")))],
  ])("turns %s into the generic code", async (_label, fetchImpl) => {
    await expect(submitJson("/x", {}, { fetchImpl: fetchImpl as typeof fetch })).resolves.toEqual({ ok: false, code: GENERIC_CODE });
  });

  it("gives up after 15 seconds", async () => {
    jest.useFakeTimers();
    try {
      const fetchImpl = jest.fn(
        (_url: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")))),
      );
      const pending = submitJson("/x", {}, { fetchImpl });
      await jest.advanceTimersByTimeAsync(SUBMIT_TIMEOUT_MS - 1);
      expect(fetchImpl.mock.calls[0]![1]!.signal!.aborted).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      await expect(pending).resolves.toEqual({ ok: false, code: GENERIC_CODE });
      expect(SUBMIT_TIMEOUT_MS).toBe(15_000);
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    ["contact", "Something went wrong"],
    ["joinPlan", "Something went wrong"],
    ["verifyPlan", "Something went wrong. Please try again."],
    ["workplaceSession", "Something went wrong"],
  ] as const)("makes the %s form show its generic message", (form, message) => {
    expect(errorMessage(form, GENERIC_CODE)).toBe(message);
  });
});
