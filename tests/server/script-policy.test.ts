import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { inlineScriptHashes } from "@/server/inline-scripts.cjs";
import { HOLD_LIMIT, sealResponse } from "@/server/script-policy.cjs";

const SITE_POLICY = "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'";
const PAGE = `<!DOCTYPE html><html><head><script>(self.__next_f=self.__next_f||[]).push([0])</script><script type="application/ld+json">{"@type":"Thing"}</script></head><body>${"<p>Kia ora</p>".repeat(200)}<script>self.__next_f.push([1,"x"])</script></body></html>`;
const HUGE = `<html><body>${"x".repeat(HOLD_LIMIT)}<script>late()</script></body></html>`;

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;
const handlers: Record<string, Handler> = {
  "/page": (_request, response) => {
    response.setHeader("Content-Type", "text/html; charset=utf-8");
    response.setHeader("Content-Length", Buffer.byteLength(PAGE));
    response.end(PAGE);
  },
  // As Next streams a render: the head flushed first, the body in chunks that cut through a script.
  "/streamed": (_request, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.flushHeaders();
    const cut = PAGE.indexOf("self.__next_f") + 5;
    response.write(PAGE.slice(0, cut));
    setTimeout(() => response.write(Buffer.from(PAGE.slice(cut)), () => response.end()), 5);
  },
  // A stored page with a script planted before it reached the preload (a write to the page cache or an ISR file).
  "/planted": (_request, response) => {
    response.setHeader("Content-Type", "text/html; charset=utf-8");
    response.end(PAGE.replace("</body>", "<script>window.__planted=1</script></body>"));
  },
  // A one-time page (a plan's verification): no-store, one visitor's.
  "/once": (_request, response) => {
    response.setHeader("Content-Type", "text/html; charset=utf-8");
    response.setHeader("Cache-Control", "private, no-store");
    response.end(PAGE.replace("Kia ora", "Kia ora, Aroha"));
  },
  "/not-modified": (_request, response) => {
    response.statusCode = 304;
    response.end();
  },
  "/no-content": (_request, response) => {
    response.writeHead(204);
    response.end();
  },
  "/data.json": (_request, response) => {
    response.setHeader("Content-Type", "application/json");
    response.end(JSON.stringify({ cities: Array.from({ length: 300 }, (_, i) => `city ${i}`) }));
  },
  "/tiny.css": (_request, response) => {
    response.setHeader("Content-Type", "text/css");
    response.end("body{margin:0}");
  },
  "/image.png": (_request, response) => {
    response.setHeader("Content-Type", "image/png");
    response.end(Buffer.alloc(4096));
  },
  // A hashed static file: its name changes when its bytes do, so a second compression would give the same bytes.
  "/_next/static/chunks/app.js": (_request, response) => {
    response.setHeader("Content-Type", "application/javascript");
    response.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    response.end(`/* served ${++served} */ ${"console.log('kia ora');".repeat(100)}`);
  },
  "/huge": (_request, response) => {
    response.setHeader("Content-Type", "text/html");
    response.write(HUGE.slice(0, 1000));
    response.end(HUGE.slice(1000));
  },
  // As Next answers a page: one strong ETag for the plain body, and a 304 when If-None-Match names it.
  "/tagged": (request, response) => {
    response.setHeader("ETag", '"abc"');
    if ((request.headers["if-none-match"] ?? "").split(", ").includes('"abc"')) {
      response.statusCode = 304;
      return response.end();
    }
    response.setHeader("Content-Type", "text/html; charset=utf-8");
    response.end(PAGE);
  },
  "/card.png": (_request, response) => {
    // As Next pipes a route handler's body: the head flushed, then chunks, no length.
    response.setHeader("Content-Type", "image/png");
    response.flushHeaders();
    response.write(PNG.subarray(0, 100));
    response.end(PNG.subarray(100));
  },
  "/encoded": (_request, response) => {
    response.setHeader("Content-Type", "text/html");
    response.setHeader("Content-Encoding", "gzip");
    response.end(zlib.gzipSync(PAGE));
  },
};

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(3000, 7)]);

let compression = true;
let served = 0;
let server: http.Server;
let port: number;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    sealResponse(request, response, { compression });
    response.setHeader("Content-Security-Policy", SITE_POLICY);
    handlers[request.url!]!(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

type Answer = { status: number; headers: Record<string, string | undefined>; body: Buffer; text: string };

function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, path, headers, method, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const body = Buffer.concat(chunks);
        const encoding = response.headers["content-encoding"];
        // A HEAD answer names an encoding but carries no body to decode.
        const plain = body.length === 0 ? body : encoding === "br" ? zlib.brotliDecompressSync(body) : encoding === "gzip" ? zlib.gunzipSync(body) : body;
        resolve({ status: response.statusCode!, headers: response.headers as Record<string, string | undefined>, body, text: plain.toString("utf8") });
      });
    });
    request.on("error", reject);
    request.end();
  });
}

const withoutDate = (headers: Record<string, string | undefined>) => Object.fromEntries(Object.entries(headers).filter(([name]) => name !== "date"));

const scriptSrc = (policy: string | undefined) => policy?.split("; ").find((directive) => directive.startsWith("script-src "));

describe("server/script-policy.cjs", () => {
  beforeEach(() => {
    compression = true;
  });

  it("gives a page script-src 'self' plus its inline scripts' hashes, then compresses it with Brotli", async () => {
    const page = await get("/page", { "accept-encoding": "gzip, deflate, br" });
    expect(page.status).toBe(200);
    expect(page.text).toBe(PAGE);
    expect(page.headers["content-encoding"]).toBe("br");
    expect(Number(page.headers["content-length"])).toBe(page.body.length);
    expect(page.headers.vary).toBe("Accept-Encoding");
    const hashes = inlineScriptHashes(PAGE);
    expect(hashes).toHaveLength(2);
    expect(scriptSrc(page.headers["content-security-policy"])).toBe(`script-src 'self' ${hashes.join(" ")}`);
    // Every other directive, styles' 'unsafe-inline' included, stays as the site set it.
    expect(page.headers["content-security-policy"]!.replace(/script-src [^;]*/, "")).toBe(SITE_POLICY.replace(/script-src [^;]*/, ""));
  });

  it("leaves a script of no known shape out of the policy, so a planted one is blocked, and says so once per path", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      for (let i = 0; i < 2; i++) {
        const page = await get("/planted");
        expect(page.text).toContain("<script>window.__planted=1</script>");
        expect(scriptSrc(page.headers["content-security-policy"])).toBe(`script-src 'self' ${inlineScriptHashes(PAGE).join(" ")}`);
      }
      expect(warn.mock.calls.filter(([line]) => String(line).includes("/planted"))).toEqual([
        ["[script-policy] /planted: an inline script of no known shape was left out of the policy (blocked)"],
      ]);
    } finally {
      warn.mockRestore();
    }
  });

  it("holds a streamed page until it ends, so a script cut across chunks is hashed whole; gzip for a gzip-only client", async () => {
    const page = await get("/streamed", { "accept-encoding": "gzip" });
    expect(page.text).toBe(PAGE);
    expect(page.headers["content-encoding"]).toBe("gzip");
    expect(scriptSrc(page.headers["content-security-policy"])).toBe(`script-src 'self' ${inlineScriptHashes(PAGE).join(" ")}`);
  });

  it("sends an image streamed in chunks whole, with its Content-Length and not compressed", async () => {
    const card = await get("/card.png", { "accept-encoding": "gzip, br" });
    expect(card.status).toBe(200);
    expect(card.headers["transfer-encoding"]).toBeUndefined();
    expect(card.headers["content-length"]).toBe(String(PNG.length));
    expect(card.headers["content-encoding"]).toBeUndefined();
    expect(card.body.equals(PNG)).toBe(true);
  });

  it("sends a page plain to a client that accepts no compression, still hashed", async () => {
    const page = await get("/page");
    expect(page.headers["content-encoding"]).toBeUndefined();
    expect(page.text).toBe(PAGE);
    expect(page.headers.vary).toBe("Accept-Encoding");
    expect(scriptSrc(page.headers["content-security-policy"])).not.toContain("unsafe-inline");
  });

  it("with compression off hashes the page and leaves it plain, without Vary", async () => {
    compression = false;
    const page = await get("/page", { "accept-encoding": "br" });
    expect(page.headers["content-encoding"]).toBeUndefined();
    expect(page.headers.vary).toBeUndefined();
    expect(scriptSrc(page.headers["content-security-policy"])).toBe(`script-src 'self' ${inlineScriptHashes(PAGE).join(" ")}`);
  });

  it("sends no policy with a 304 or a 204", async () => {
    expect((await get("/not-modified")).headers["content-security-policy"]).toBeUndefined();
    expect((await get("/no-content")).headers["content-security-policy"]).toBeUndefined();
  });

  it("compresses JSON, leaves a body under 1 kB and an image alone, and keeps the site's policy on them", async () => {
    const json = await get("/data.json", { "accept-encoding": "br" });
    expect(json.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(json.text).cities).toHaveLength(300);
    expect(json.headers["content-security-policy"]).toBe(SITE_POLICY);
    const css = await get("/tiny.css", { "accept-encoding": "br" });
    expect(css.headers["content-encoding"]).toBeUndefined();
    expect(css.headers.vary).toBe("Accept-Encoding");
    expect(css.text).toBe("body{margin:0}");
    const image = await get("/image.png", { "accept-encoding": "br" });
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.headers.vary).toBeUndefined();
    expect(image.body.length).toBe(4096);
  });

  it("compresses an immutable file once per encoding, not once per request, Brotli at the usual level", async () => {
    const first = await get("/_next/static/chunks/app.js", { "accept-encoding": "br" });
    const second = await get("/_next/static/chunks/app.js", { "accept-encoding": "br" });
    const gzipped = await get("/_next/static/chunks/app.js", { "accept-encoding": "gzip" });
    expect(first.text).toMatch(/^\/\* served 1 \*\//);
    expect(second.body.equals(first.body)).toBe(true);
    expect(gzipped.text).toMatch(/^\/\* served 3 \*\//);
    const usual = zlib.brotliCompressSync(Buffer.from(first.text), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(first.text) } });
    expect(first.body.length).toBe(usual.length);
  });

  it.each(["/page", "/streamed"])("answers HEAD %s with GET's headers, its length and policy included, and no body", async (path) => {
    for (const encoding of ["br", "gzip", "identity"]) {
      const got = await get(path, { "accept-encoding": encoding });
      const head = await get(path, { "accept-encoding": encoding }, "HEAD");
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      expect(withoutDate(head.headers)).toEqual(withoutDate(got.headers));
      expect(Number(head.headers["content-length"])).toBe(got.body.length);
      expect(scriptSrc(head.headers["content-security-policy"])).toBe(`script-src 'self' ${inlineScriptHashes(PAGE).join(" ")}`);
    }
  });

  it("sends a body too large to hold as it came, with the site's policy, and logs it once", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    try {
      for (let i = 0; i < 2; i++) {
        const page = await get("/huge", { "accept-encoding": "br" });
        expect(page.text).toBe(HUGE);
        expect(page.headers["content-encoding"]).toBeUndefined();
        expect(page.headers["content-security-policy"]).toBe(SITE_POLICY);
      }
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![0]).toMatch(/^\[script-policy\] \/huge: body over \d+ bytes; sent with the site's policy/);
    } finally {
      warn.mockRestore();
    }
  });

  it("leaves a page something else already encoded as it is, with the site's policy", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const page = await get("/encoded", { "accept-encoding": "gzip" });
      expect(page.text).toBe(PAGE);
      expect(page.headers["content-security-policy"]).toBe(SITE_POLICY);
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
    }
  });

  it("sends a one-time page's Brotli copy at quality 5: it is one visitor's, not worth the slow level or a place in its store", async () => {
    const once = await get("/once", { "accept-encoding": "br" });
    const quick = zlib.brotliCompressSync(Buffer.from(once.text), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(once.text) } });
    expect([once.headers["content-encoding"], once.body.length]).toEqual(["br", quick.length]);
  });

    it("sends a page's Brotli copy at quality 11, the same bytes to each request", async () => {
    const first = await get("/tagged", { "accept-encoding": "br" });
    const again = await get("/tagged", { "accept-encoding": "br" });
    const slow = zlib.brotliCompressSync(zlib.brotliDecompressSync(first.body), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } });
    expect(first.body.length).toBe(slow.length);
    expect(again.body.equals(first.body)).toBe(true);
    expect(first.headers.etag).toBe('"abc-br"');
  });

  it("gives the Brotli, gzip and identity copies their own ETags, and answers If-None-Match with a 304 for each", async () => {
    const copies = [
      ["br", "gzip, deflate, br", '"abc-br"'],
      ["gzip", "gzip", '"abc-gz"'],
      [undefined, "identity", '"abc"'],
    ] as const;
    for (const [encoding, accept, etag] of copies) {
      const page = await get("/tagged", { "accept-encoding": accept });
      expect([page.status, page.headers["content-encoding"], page.headers.etag]).toEqual([200, encoding, etag]);
      const again = await get("/tagged", { "accept-encoding": accept, "if-none-match": etag });
      expect([again.status, again.headers.etag]).toEqual([304, etag]);
    }
    // A page's quick Brotli copy (sent while another page was being made at quality 11) revalidates under its own tag.
    const quick = await get("/tagged", { "accept-encoding": "br", "if-none-match": '"abc-brq"' });
    expect([quick.status, quick.headers.etag]).toEqual([304, '"abc-brq"']);
    // A tag of one copy does not revalidate another: the gzip client gets its own bytes and tag.
    const other = await get("/tagged", { "accept-encoding": "gzip", "if-none-match": '"abc-br"' });
    expect([other.status, other.headers["content-encoding"], other.headers.etag]).toEqual([200, "gzip", '"abc-gz"']);
    const plain = await get("/tagged", { "if-none-match": '"abc-gz", "zzz"' });
    expect([plain.status, plain.headers.etag]).toEqual([200, '"abc"']);
  });
});
