import http from "node:http";
import type { AddressInfo } from "node:net";
import { HEAD_LIMIT, boundHead } from "@/server/head-bound.cjs";

/** A server whose every response is bounded, answering as `handler` says; resolves with the raw head and body. */
async function exchange(handler: (response: http.ServerResponse) => void, warn = jest.fn()) {
  const server = http.createServer((_request, response) => {
    boundHead(response, HEAD_LIMIT, warn);
    handler(response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; headBytes: number }>((resolve, reject) => {
      http.get({ host: "127.0.0.1", port, path: "/", agent: false }, (answer) => {
        let body = "";
        answer.on("data", (chunk) => (body += chunk));
        answer.on("end", () => {
          const headBytes = answer.rawHeaders.reduce((sum, part) => sum + part.length + 2, 0);
          resolve({ status: answer.statusCode!, headers: answer.headers, body, headBytes });
        });
      }).on("error", reject);
    });
  } finally {
    server.close();
  }
}

describe("boundHead", () => {
  it("sends a head within the limit as it is", async () => {
    const answer = await exchange((response) => {
      response.setHeader("Location", `/${"a".repeat(4000)}`);
      response.writeHead(308, { Refresh: `0;url=/${"a".repeat(4000)}` });
      response.end("/a");
    });
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toHaveLength(4001);
    expect(answer.headers.refresh).toBeDefined();
  });

  it.each([
    ["set on the response, head implicit", (response: http.ServerResponse, echo: string) => {
      response.statusCode = 308;
      response.setHeader("Location", echo);
      response.setHeader("Refresh", `0;url=${echo}`);
      response.setHeader("Content-Type", "text/plain");
      response.end(echo.slice(0, 10));
    }],
    ["handed to writeHead", (response: http.ServerResponse, echo: string) => {
      response.writeHead(308, "Permanent Redirect", { Location: echo, Refresh: `0;url=${echo}`, "Content-Type": "text/plain" });
      response.end(echo.slice(0, 10));
    }],
  ])("answers 414 for a head over %s, keeping the body's framing and dropping the echo", async (_label, handler) => {
    // The review's recipe as Next answered it: a path of 4,198 `"`, each %22 in Location and again in Refresh.
    const echo = `/verify-plan/${"%22".repeat(4198)}/`;
    const warn = jest.fn();
    const answer = await exchange((response) => handler(response, echo), warn);
    expect(answer.status).toBe(414);
    expect(answer.headers.location).toBeUndefined();
    expect(answer.headers.refresh).toBeUndefined();
    expect(answer.headers["content-type"]).toBe("text/plain");
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.body).toBe(echo.slice(0, 10));
    expect(answer.headBytes).toBeLessThan(HEAD_LIMIT);
    expect(JSON.parse(warn.mock.calls[0][0])).toMatchObject({ event: "response_head_too_large", status: 308 });
  });
});
