import http from "node:http";
import type { AddressInfo } from "node:net";
import { freshen } from "../scripts/bench/observe.mjs";

describe("the bench's freshen", () => {
  it("asks the server for the page on loopback, under the page's own host, and waits for the whole answer", async () => {
    const seen: { url?: string; host?: string }[] = [];
    let ended = false;
    const server = http.createServer((request, response) => {
      seen.push({ url: request.url, host: request.headers.host });
      response.write("part ");
      setTimeout(() => {
        ended = true;
        response.end("rest");
      }, 50);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await freshen(`http://flamingoscooters.com.au:${port}/city/wellington?x=1`);
      expect(ended).toBe(true);
      expect(seen).toEqual([{ url: "/city/wellington?x=1", host: `flamingoscooters.com.au:${port}` }]);
    } finally {
      server.close();
    }
  });
});
