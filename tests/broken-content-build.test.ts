import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * Proves the promises the content layer makes, with real `next build`s of copies of content/ (CONTENT_DIR), each
 * writing to a build directory of its own: a promo or an article is added by adding its files and nothing else, and
 * a broken content file stops the build with a message naming the file and the field.
 */

/** A copy of content/ changed by `mutate`, removed after the test. */
function contentCopy(mutate: (dir: string) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-build-"));
  fs.cpSync(path.join(process.cwd(), "content"), dir, { recursive: true });
  mutate(dir);
  return dir;
}

const editJson = (file: string, change: (data: Record<string, unknown>) => void) => {
  const data = JSON.parse(fs.readFileSync(file, "utf8"));
  change(data);
  fs.writeFileSync(file, JSON.stringify(data, null, 2));
};

/** `next build` of a content copy; tsconfig.json and next-env.d.ts, which it edits, are put back as they were. */
function build(contentDir: string, distDir: string) {
  // next-env.d.ts is git-ignored: a checkout that never ran `next typegen` has none, and is left with none.
  const written = ["tsconfig.json", "next-env.d.ts"].map((name) => [name, fs.existsSync(name) ? fs.readFileSync(name, "utf8") : null] as const);
  try {
    const result = spawnSync("npx", ["next", "build"], {
      // The content is what is under test; the type check (npm run typecheck) only made it 20 s slower.
      env: { ...process.env, CONTENT_DIR: contentDir, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: "1", BUILD_SKIP_TYPECHECK: "1" },
      encoding: "utf8",
      timeout: 300_000,
    });
    return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
  } finally {
    for (const [name, text] of written) {
      if (text === null) fs.rmSync(name, { force: true });
      else fs.writeFileSync(name, text);
    }
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** One GET as a browser on the New Zealand host would send it; redirects are not followed. */
function get(port: number, pathname: string): Promise<{ status: number; location?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path: pathname, headers: { host: "localhost" } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, location: response.headers.location, body }));
    });
    request.on("error", reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`GET ${pathname} timed out`)));
  });
}

async function waitUntilServing(port: number, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`next start exited with ${server.exitCode}`);
    try {
      await get(port, "/robots.txt");
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw new Error("next start did not answer within a minute");
}

describe("next build of the content folder", () => {
  const made: string[] = [];
  afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it("serves a promo and an article added as files, and lists them in /news, the RSS feed and the sitemap", async () => {
    const PROMO = "added-by-an-editor";
    const ARTICLE = "added-news-story";
    const promoTitle = "An offer an editor added as one file";
    const articleTitle = "A story an editor added as two files";
    const dir = contentCopy((dir) => {
      fs.copyFileSync(path.join(dir, "promos", "abc.json"), path.join(dir, "promos", `${PROMO}.json`));
      editJson(path.join(dir, "promos", `${PROMO}.json`), (promo) => (promo.title = promoTitle));
      fs.copyFileSync(path.join(dir, "news", "dunedin-launch.json"), path.join(dir, "news", `${ARTICLE}.json`));
      fs.copyFileSync(path.join(dir, "news", "dunedin-launch.md"), path.join(dir, "news", `${ARTICLE}.md`));
      editJson(path.join(dir, "news", `${ARTICLE}.json`), (article) => (article.title = articleTitle));
    });
    const distDir = `.next-added-${process.pid}`;
    made.push(dir, path.join(process.cwd(), distDir));

    const built = build(dir, distDir);
    expect(built.status).toBe(0);

    const port = await freePort();
    // Not bound to 127.0.0.1 alone: the proxy's rewrites are fetched from "localhost", which may be ::1.
    const server = spawn("npx", ["next", "start", "-p", String(port)], {
      env: { ...process.env, CONTENT_DIR: dir, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: "1", DATA_DIR: path.join(dir, ".data") },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    let log = "";
    server.stdout?.on("data", (chunk) => (log += chunk));
    server.stderr?.on("data", (chunk) => (log += chunk));
    try {
      await waitUntilServing(port, server).catch((error) => {
        throw new Error(`${(error as Error).message}\n${log}`);
      });
      const promo = await get(port, `/promo/${PROMO}`);
      expect(promo.status).toBe(200);
      expect(promo.body).toContain(promoTitle);
      const article = await get(port, `/news/${ARTICLE}`);
      expect(article.status).toBe(200);
      expect(article.body).toContain(articleTitle);
      expect((await get(port, "/news")).body).toContain(articleTitle);
      expect((await get(port, "/news/rss.xml")).body).toContain(`/news/${ARTICLE}</link>`);
      const sitemap = (await get(port, "/sitemap.xml")).body;
      expect(sitemap).toContain(`/promo/${PROMO}</loc>`);
      expect(sitemap).toContain(`/news/${ARTICLE}</loc>`);
      // An invented key is still sent home by the proxy, before any render.
      const unknown = await get(port, "/promo/not-a-real-offer");
      expect(unknown.status).toBe(307);
      expect(new URL(unknown.location ?? "", "http://localhost").pathname).toBe("/");
    } finally {
      if (server.pid) process.kill(-server.pid, "SIGTERM");
    }
  }, 420_000);

  it("fails before compiling on broken promos, naming each file, its field, what was expected and what the file holds", () => {
    // An end date in words, a city with no file and a picture that is not there, in three promos: the promos are read
    // whole before failing, so one build names all three.
    const dir = contentCopy((dir) => {
      fs.copyFileSync(path.join(dir, "promos", "abc.json"), path.join(dir, "promos", "bad-date.json"));
      editJson(path.join(dir, "promos", "bad-date.json"), (promo) => {
        promo.endsAt = "next Tuesday";
        promo.ended = { text: "This offer has ended, and the page says so in the past tense from the day after it." };
      });
      editJson(path.join(dir, "promos", "palmy.json"), (promo) => (promo.city = "gotham"));
      editJson(path.join(dir, "promos", "flappy.json"), (promo) => (promo.image = { src: "/assets/images/no-such-picture.svg", alt: "" }));
    });
    const distDir = `.next-broken-${process.pid}`;
    made.push(dir, path.join(process.cwd(), distDir));

    const { status, output } = build(dir, distDir);
    expect(status).not.toBe(0);
    expect(output).toContain('content/promos/bad-date.json: endsAt: expected a date like 2025-03-31, got "next Tuesday"');
    expect(output).toMatch(/content\/promos\/palmy\.json: city: expected the name of a file in content\/cities: auckland, .*, got "gotham"/);
    expect(output).toContain("content/promos/flappy.json: image.src: expected an image at public/assets/images/no-such-picture.svg, but there is no such file");
    // The content check runs with the config (scripts/check-content.ts), before anything is compiled.
    expect(output).not.toMatch(/Compiled/);
  }, 120_000);

  it("fails before compiling on an article without its text, or a file whose name cannot be an address", () => {
    const dir = contentCopy((dir) => {
      fs.rmSync(path.join(dir, "news", "dunedin-launch.md"));
    });
    const misnamed = contentCopy((dir) => {
      fs.copyFileSync(path.join(dir, "promos", "abc.json"), path.join(dir, "promos", "Summer Deal.json"));
    });
    const distDir = `.next-unread-${process.pid}`;
    made.push(dir, misnamed, path.join(process.cwd(), distDir));

    const article = build(dir, distDir);
    expect(article.status).not.toBe(0);
    expect(article.output).toContain("content/news/dunedin-launch.md: (the whole file): expected the article's text in Markdown beside content/news/dunedin-launch.json, but there is no such file");
    // The key sets are read with the config, so nothing was compiled: seconds, not minutes.
    expect(article.output).not.toMatch(/Compiled/);
    const name = build(misnamed, distDir);
    expect(name.status).not.toBe(0);
    expect(name.output).toContain('content/promos/Summer Deal.json: file name: expected lower-case letters, digits and hyphens');
  }, 120_000);
});
