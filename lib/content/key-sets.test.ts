import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { KEY, readKeySets } from "./key-sets.cjs";

const FOLDERS = ["cities", "vehicles", "promos", "quizzes", "news"] as const;
const key = fc.stringMatching(/^[a-z0-9]{1,6}(-[a-z0-9]{1,6}){0,2}$/);

/** A content folder holding the given files (name → text), each set's folder present. */
function folder(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "key-sets-"));
  for (const name of FOLDERS) fs.mkdirSync(path.join(dir, name));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

describe("the key sets read from the content folders", () => {
  it("are exactly each folder's .json file names, sorted, whatever else lies beside them", () => {
    fc.assert(
      fc.property(fc.uniqueArray(key, { maxLength: 8 }), fc.uniqueArray(key, { maxLength: 4 }), (promos, stray) => {
        const files: Record<string, string> = {};
        for (const id of promos) files[`promos/${id}.json`] = "{}";
        // Markdown and other files beside them are not keys: only .json names a page.
        for (const name of stray) files[`promos/${name}.md`] = "text";
        const dir = folder(files);
        try {
          // The reference: the names written, sorted by code unit as the build sorts them.
          expect(readKeySets(dir).promos).toEqual([...promos].sort());
        } finally {
          fs.rmSync(dir, { recursive: true, force: true });
        }
      }),
      { numRuns: 40 },
    );
  });

  it("take each quiz's answer ids from its file, and leave a broken quiz to its loader", () => {
    const dir = folder({
      "quizzes/zebra.json": JSON.stringify({ answers: { stop: {}, "look-first": {} } }),
      "quizzes/broken.json": "{ not json",
    });
    try {
      expect(readKeySets(dir).quizzes).toEqual({ broken: [], zebra: ["stop", "look-first"] });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("fail naming a file whose name cannot be an address, and a missing folder", () => {
    const dir = folder({ "promos/Summer Deal.json": "{}" });
    try {
      expect(() => readKeySets(dir)).toThrow('content/promos/Summer Deal.json: file name: expected lower-case letters, digits and hyphens (it is the page\'s address), got "Summer Deal"');
      fs.rmSync(path.join(dir, "promos"), { recursive: true });
      expect(() => readKeySets(dir)).toThrow("content/promos: the folder is missing");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("match the committed content, every key a URL segment", () => {
    const sets = readKeySets(path.join(process.cwd(), "content"));
    for (const name of ["cities", "vehicles", "promos", "news"] as const) expect(sets[name].every((k) => KEY.test(k))).toBe(true);
    expect(sets.cities).toContain("wellington");
    expect(Object.keys(sets.quizzes)).toContain("cuba");
  });
});
