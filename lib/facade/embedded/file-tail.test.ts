import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { catchUp, type Tail } from "./file-tail";

const tempFile = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), "tail-")), "records.jsonl");
const line = (record: object) => `${JSON.stringify(record)}\n`;

/** A tail that lists the ids it was given, so a test sees which records each catch-up read. */
async function follow(file: string, tail?: Tail<string[]>) {
  const read: string[] = [];
  const next = await catchUp(file, tail, () => [] as string[], (ids, record) => {
    ids.push(String(record.id));
    read.push(String(record.id));
  });
  return { tail: next, read };
}

describe("catchUp", () => {
  it("reads a missing file as empty, then only what was appended since it last stopped", async () => {
    const file = tempFile();
    let step = await follow(file);
    expect(step.tail.state).toEqual([]);
    fs.writeFileSync(file, line({ id: "a" }) + line({ id: "b" }));
    step = await follow(file, step.tail);
    expect(step.read).toEqual(["a", "b"]);
    fs.appendFileSync(file, line({ id: "c" }));
    step = await follow(file, step.tail);
    expect(step.read).toEqual(["c"]);
    expect(step.tail.state).toEqual(["a", "b", "c"]);
    expect(step.tail.size).toBe(fs.statSync(file).size);
    expect((await follow(file, step.tail)).read).toEqual([]);
  });

  it("leaves a line still being written for the next read, and skips a line torn by a crash", async () => {
    const file = tempFile();
    fs.writeFileSync(file, `${line({ id: "a" })}{"id":"b`);
    let step = await follow(file);
    expect(step.read).toEqual(["a"]);
    fs.appendFileSync(file, `"}\n{"id":"torn\n${line({ id: "d" })}`);
    step = await follow(file, step.tail);
    expect(step.read).toEqual(["b", "d"]);
  });

  it("reads afresh a file that shrank, or that was replaced by another one however long (a prune, here or elsewhere)", async () => {
    const file = tempFile();
    fs.writeFileSync(file, line({ id: "old1" }) + line({ id: "old2" }));
    let step = await follow(file);
    fs.writeFileSync(file, line({ id: "n" }));
    step = await follow(file, step.tail);
    expect(step.tail.state).toEqual(["n"]);
    // Replaced by a rename and grown past the old length before anyone looked: the offset means nothing there.
    const aside = `${file}.tmp`;
    fs.writeFileSync(aside, line({ id: "kept" }) + line({ id: "appended-elsewhere-1" }) + line({ id: "appended-elsewhere-2" }));
    fs.renameSync(aside, file);
    step = await follow(file, step.tail);
    expect(step.tail.state).toEqual(["kept", "appended-elsewhere-1", "appended-elsewhere-2"]);
    fs.rmSync(file);
    expect((await follow(file, step.tail)).tail.state).toEqual([]);
  });
});
