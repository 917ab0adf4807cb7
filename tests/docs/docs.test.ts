import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { anchorsOf, brokenLinks } from "./links";

const root = path.resolve(__dirname, "..", "..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const docs = fs.readdirSync(path.join(root, "docs")).filter((name) => name.endsWith(".md")).map((name) => `docs/${name}`);

/** The commands of a shell text, one per line, without comments, blank lines and the script's own set-up. */
const commands = (text: string) =>
  text
    .split("\n")
    .map((line) => line.replace(/#.*$/, "").trim())
    .filter((line) => line && !/^(set|cd) /.test(line))
    // --no-audit and --no-fund only quiet npm install's output.
    .map((line) => line.replace(/ --no-(audit|fund)\b/g, ""));

describe("the README and docs/", () => {
  it("link only to files and headings that exist", () => {
    expect(brokenLinks(root, ["README.md", ...docs])).toEqual([]);
  });

  it("README stays a front door of at most 150 lines, linking every document in docs/", () => {
    const readme = read("README.md");
    expect(readme.split("\n").length).toBeLessThanOrEqual(150);
    for (const doc of docs) expect(readme).toContain(`](${doc})`);
  });

  it("README's test command is the one .ci/run runs", () => {
    const readme = read("README.md");
    const section = readme.slice(readme.indexOf("## Run the tests"));
    const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? "";
    expect(commands(block)).toEqual(["npm install", "npm test"]);
    expect(commands(read(".ci/run"))).toEqual(commands(block));
  });

  it("opens each document by saying who it is for", () => {
    for (const doc of docs) {
      const firstParagraph = read(doc).split("\n\n")[1] ?? "";
      expect(`${doc}: ${firstParagraph}`).toMatch(new RegExp(`^${doc}: For `));
    }
  });

  it("names proxy.ts as what Next 16 calls the middleware file, so nobody looks for a middleware.ts", () => {
    expect(read("README.md")).toMatch(/`proxy\.ts` \| .*Next 16.*`middleware\.ts`/);
    expect(fs.existsSync(path.join(root, "proxy.ts"))).toBe(true);
    expect(fs.existsSync(path.join(root, "middleware.ts"))).toBe(false);
  });
});

describe("brokenLinks", () => {
  const fixture = (files: Record<string, string>) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "docs-links-"));
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), text);
    }
    return dir;
  };

  it("reports a missing file and a missing heading, and passes what exists", () => {
    const dir = fixture({
      "README.md": "[ok](docs/a.md#the-edge) [gone](docs/b.md) [bad anchor](docs/a.md#nowhere) [web](https://x.test/y)\n",
      "docs/a.md": "# A\n\n## The edge\n\n[self](#a) [up](../README.md) [`code` link](#the-edge)\n\n```\n[not a link](missing.md)\n```\n",
    });
    expect(brokenLinks(dir, ["README.md", "docs/a.md"])).toEqual(["README.md: docs/b.md", "README.md: docs/a.md#nowhere"]);
  });

  it("numbers repeated headings as GitHub does", () => {
    expect([...anchorsOf("# Deploy\n## Settings\n### Settings\n## POST /api/revalidate (now)")]).toEqual([
      "deploy", "settings", "settings-1", "post-apirevalidate-now",
    ]);
  });
});
