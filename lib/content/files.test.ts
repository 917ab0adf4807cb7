import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CITY_KEYS } from "./keys";
import { readJson, readKeyed } from "./files";
import { citySchema } from "./schemas";

function brokenCopy(mutate: (dir: string) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
  fs.cpSync(path.join(process.cwd(), "content", "cities"), path.join(dir, "cities"), { recursive: true });
  mutate(dir);
  return dir;
}

describe("content loading", () => {
  const original = process.env.CONTENT_DIR;
  afterEach(() => {
    process.env.CONTENT_DIR = original;
  });

  it("accepts every city file as committed", () => {
    expect(Object.keys(readKeyed("cities", CITY_KEYS, citySchema))).toEqual([...CITY_KEYS]);
  });

  it("names the file and the field when a value is wrong", () => {
    process.env.CONTENT_DIR = brokenCopy((dir) => {
      const file = path.join(dir, "cities", "dunedin.json");
      const city = JSON.parse(fs.readFileSync(file, "utf8"));
      city.hours = ["Available 24 hours, 7 days"];
      city.regionId = "fifteen";
      fs.writeFileSync(file, JSON.stringify(city));
    });
    expect(() => readJson("cities/dunedin.json", citySchema)).toThrow(/content\/cities\/dunedin\.json:[\s\S]*regionId:[\s\S]*hours/);
  });

  it("names the file when it is not JSON, and the folder when a spec key has no file", () => {
    process.env.CONTENT_DIR = brokenCopy((dir) => {
      fs.writeFileSync(path.join(dir, "cities", "porirua.json"), "{ not json");
      fs.rmSync(path.join(dir, "cities", "tauranga.json"));
    });
    expect(() => readJson("cities/porirua.json", citySchema)).toThrow(/Invalid JSON in content\/cities\/porirua\.json/);
    expect(() => readKeyed("cities", CITY_KEYS, citySchema)).toThrow(/content\/cities: missing tauranga\.json/);
  });
});
