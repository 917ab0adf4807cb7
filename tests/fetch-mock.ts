/**
 * A stand-in for window.fetch in component tests: each call waits until the test answers it, so the loading
 * state can be inspected before the outcome arrives.
 */
export type PendingCall = { url: string; init: RequestInit | undefined; body: unknown; respond(status: number, body?: unknown): void; failNetwork(): void };

/** jsdom has no Response; the components read only these members of one. */
export function fakeResponse(status: number, body: unknown): Response {
  const text = body === undefined ? "" : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, json: async () => JSON.parse(text) } as Response;
}

export function installFetchMock() {
  const calls: PendingCall[] = [];
  const mock = jest.fn(
    (input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        calls.push({
          url: String(input),
          init,
          body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
          respond: (status, body) => resolve(fakeResponse(status, body)),
          failNetwork: () => reject(new TypeError("Failed to fetch")),
        });
      }),
  );
  const original = globalThis.fetch;
  globalThis.fetch = mock as typeof fetch;
  return {
    calls,
    mock,
    last(): PendingCall {
      const call = calls.at(-1);
      if (!call) throw new Error("fetch was not called");
      return call;
    },
    restore() {
      globalThis.fetch = original;
    },
  };
}
