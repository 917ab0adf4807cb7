import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
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
  it("asks the server for the page on loopback, under the page's own host and the browser's encodings, waits for the whole answer, then asks for each file it names in turn", async () => {
    const seen: { url?: string; host?: string; encoding?: string }[] = [];
    let ended = false;
    let open = 0;
    let mostOpen = 0;
    const server = http.createServer((request, response) => {
      seen.push({ url: request.url, host: request.headers.host, encoding: request.headers["accept-encoding"] });
      if (request.url?.startsWith("/_next/")) {
        mostOpen = Math.max(mostOpen, ++open);
        setTimeout(() => {
          open--;
          response.end("file");
        }, 10);
        return;
      }
      response.setHeader("Content-Encoding", "br");
      response.end(zlib.brotliCompressSync('<link rel="stylesheet" data-href="/_next/static/chunks/a.css /_next/static/chunks/b.css"><script src="/_next/static/chunks/c.js" async></script><script src="/_next/static/chunks/c.js"></script>'));
    });
    const page = http.createServer((request, response) => {
      seen.push({ url: request.url, host: request.headers.host, encoding: request.headers["accept-encoding"] });
      response.write("part ");
      setTimeout(() => {
        ended = true;
        response.end("rest");
      }, 50);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    await new Promise<void>((resolve) => page.listen(0, "127.0.0.1", resolve));
    const { port } = page.address() as AddressInfo;
    try {
      await freshen(`http://flamingoscooters.com.au:${port}/city/wellington?x=1`);
      expect(ended).toBe(true);
      expect(seen).toEqual([{ url: "/city/wellington?x=1", host: `flamingoscooters.com.au:${port}`, encoding: HTTPS_ACCEPT_ENCODING }]);
      seen.length = 0;
      const withFiles = server.address() as AddressInfo;
      await freshen(`http://flamingoscooters.co.nz:${withFiles.port}/pricing`);
      const host = `flamingoscooters.co.nz:${withFiles.port}`;
      expect(seen).toEqual(["/pricing", "/_next/static/chunks/a.css", "/_next/static/chunks/b.css", "/_next/static/chunks/c.js"].map((url) => ({ url, host, encoding: HTTPS_ACCEPT_ENCODING })));
      // One at a time: the server makes one slow copy at a time, and a file asked meanwhile would get a quick one.
      expect(mostOpen).toBe(1);
    } finally {
      server.close();
      page.close();
    }
  });
});
