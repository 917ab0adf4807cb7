import http from "node:http";
import type { AddressInfo } from "node:net";
import { chooseEncoding } from "../server/compression.cjs";
import { freshen, HTTPS_ACCEPT_ENCODING, PHONE } from "../scripts/bench/observe.mjs";

describe("what the bench's phone asks for", () => {
  it("asks for the encodings Chromium asks for over HTTPS, so the instance answers Brotli as it does a visitor", () => {
    expect(PHONE.extraHTTPHeaders["Accept-Encoding"]).toBe(HTTPS_ACCEPT_ENCODING);
    expect(chooseEncoding(HTTPS_ACCEPT_ENCODING)).toBe("br");
    // What Chromium sends over plain HTTP, the bench's scheme, gets gzip: the header is what makes the difference.
    expect(chooseEncoding("gzip, deflate")).toBe("gzip");
  });
});

describe("the bench's freshen", () => {
  it("asks the server for the page on loopback, under the page's own host and the browser's encodings, and waits for the whole answer", async () => {
    const seen: { url?: string; host?: string; encoding?: string }[] = [];
    let ended = false;
    const server = http.createServer((request, response) => {
      seen.push({ url: request.url, host: request.headers.host, encoding: request.headers["accept-encoding"] });
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
      expect(seen).toEqual([{ url: "/city/wellington?x=1", host: `flamingoscooters.com.au:${port}`, encoding: HTTPS_ACCEPT_ENCODING }]);
    } finally {
      server.close();
    }
  });
});
