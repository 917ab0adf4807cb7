import { spawn } from "node:child_process";
import http from "node:http";
import path from "node:path";

const PRELOAD = path.join(__dirname, "../scripts/bench/floor-compression.cjs");
// A server as `next start` makes one, with a body worth compressing.
const SERVER = `require("node:http").createServer((q, s) => { s.setHeader("content-type", "application/javascript"); s.end("x=1;".repeat(2000)); }).listen(0, "127.0.0.1", function () { console.log(this.address().port); });`;

function get(port: number, acceptEncoding: string) {
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    http.get({ host: "127.0.0.1", port, path: "/chunk.js", headers: { "accept-encoding": acceptEncoding } }, (response) => {
      response.resume();
      response.on("end", () => resolve(response));
    }).on("error", reject);
  });
}

describe("the bench floor's compression", () => {
  it("answers a browser's HTTPS encodings with Brotli, as the site's instance does, and gzip to a gzip-only client", async () => {
    const child = spawn(process.execPath, ["--require", PRELOAD, "-e", SERVER], { stdio: ["ignore", "pipe", "inherit"] });
    try {
      const port = await new Promise<number>((resolve) => child.stdout.once("data", (data: Buffer) => resolve(Number(String(data).trim()))));
      expect((await get(port, "gzip, deflate, br, zstd")).headers["content-encoding"]).toBe("br");
      expect((await get(port, "gzip, deflate")).headers["content-encoding"]).toBe("gzip");
    } finally {
      child.kill();
    }
  });
});
