import fs from "node:fs";

/** The README's layout table, row by row: `| name | what it holds |`. */
const layoutRows = () => {
  const readme = fs.readFileSync("README.md", "utf8");
  const section = readme.slice(readme.indexOf("## Layout"), readme.indexOf("\n## ", readme.indexOf("## Layout") + 1));
  return section.split("\n").filter((line) => /^\| `[^`]+` \|/.test(line));
};

describe("README layout table", () => {
  it("names proxy.ts as what Next 16 calls the middleware file, so nobody looks for a middleware.ts", () => {
    const row = layoutRows().find((line) => line.startsWith("| `proxy.ts` |"));
    expect(row).toMatch(/Next 16/);
    expect(row).toMatch(/`middleware\.ts`/);
    expect(fs.existsSync("proxy.ts")).toBe(true);
    expect(fs.existsSync("middleware.ts")).toBe(false);
  });
});
