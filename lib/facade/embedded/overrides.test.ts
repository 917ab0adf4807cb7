import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { embeddedBackend } from ".";
import { careersOverride, faulted } from "./overrides";
import { Store } from "./store";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "careers-override-"));
const write = (name: string, body: string) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, body);
  return file;
};
const backend = () => embeddedBackend({ store: new Store(dir), log: () => undefined });

afterEach(() => {
  delete process.env.EMBEDDED_FACADE_FAULTS;
  delete process.env.EMBEDDED_CAREERS_FILE;
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("faulted", () => {
  it("reads a comma-separated list of call names", () => {
    expect(faulted("career", { EMBEDDED_FACADE_FAULTS: "region, career" })).toBe(true);
    expect(faulted("career", { EMBEDDED_FACADE_FAULTS: "careers" })).toBe(false);
    expect(faulted("career", {})).toBe(false);
  });
});

describe("careersOverride", () => {
  it("is undefined when unset, so the seed is used", () => {
    expect(careersOverride({})).toBeUndefined();
  });

  it("names the file when it is not valid careers JSON", () => {
    const file = write("broken.json", '[{"id": "x"}]');
    expect(() => careersOverride({ EMBEDDED_CAREERS_FILE: file })).toThrow(`${file}: `);
    expect(() => careersOverride({ EMBEDDED_CAREERS_FILE: path.join(dir, "missing.json") })).toThrow("missing.json could not be read");
  });
});

describe("embedded careers call", () => {
  it("answers with the seed's openings by default", async () => {
    const result = await backend().careers();
    expect(result.ok && result.data.map((job) => job.id)).toEqual([
      "field-operations-technician-auckland", "customer-support-specialist-wellington", "fleet-mechanic-dunedin",
    ]);
  });

  it("answers from EMBEDDED_CAREERS_FILE, read at call time", async () => {
    const facade = backend();
    process.env.EMBEDDED_CAREERS_FILE = write("none.json", "[]");
    expect(await facade.careers()).toEqual({ ok: true, data: [] });
    process.env.EMBEDDED_CAREERS_FILE = write("one.json", JSON.stringify([{ id: 7, title: "Night Ranger", details: "Nights." }]));
    expect(await facade.careers()).toEqual({ ok: true, data: [{ id: "7", title: "Night Ranger", details: "Nights." }] });
  });

  it("fails as an unavailable upstream when EMBEDDED_FACADE_FAULTS names it", async () => {
    const facade = backend();
    process.env.EMBEDDED_FACADE_FAULTS = "career";
    expect(await facade.careers()).toEqual({ ok: false, status: 503, code: "unavailable" });
  });
});
