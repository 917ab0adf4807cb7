import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readFaults } from "./faults";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "faults-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const file = (name: string, body: string) => {
  const target = path.join(dir, name);
  fs.writeFileSync(target, body);
  return target;
};

describe("readFaults", () => {
  it("reads the file named by FACADE_FAULTS_FILE on every call", () => {
    const target = file("faults.json", JSON.stringify({ career: "error", "get-plan": "bad-item" }));
    expect(readFaults({ FACADE_FAULTS_FILE: target })).toEqual({ career: "error", "get-plan": "bad-item" });
    fs.writeFileSync(target, JSON.stringify({ region: "slow" }));
    expect(readFaults({ FACADE_FAULTS_FILE: target })).toEqual({ region: "slow" });
  });

  it("means no faults without a setting or a file", () => {
    expect(readFaults({})).toEqual({});
    expect(readFaults({ FACADE_FAULTS_FILE: path.join(dir, "missing.json") })).toEqual({});
  });

  it("ignores a file it cannot use, saying why", () => {
    const warnings: string[] = [];
    expect(readFaults({ FACADE_FAULTS_FILE: file("broken.json", "{") }, (line) => warnings.push(line))).toEqual({});
    expect(readFaults({ FACADE_FAULTS_FILE: file("unknown.json", '{"career":"explode"}') }, (line) => warnings.push(line))).toEqual({});
    expect(warnings).toHaveLength(2);
    expect(warnings[1]).toContain("career");
  });
});
