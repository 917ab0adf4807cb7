import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CITY_KEYS, NEWS_IDS, PROMO_IDS } from "./keys";
import { readKeySets } from "./key-sets.cjs";
import { readJson, readKeyed } from "./files";
import { citySchema } from "./schemas";

jest.mock("server-only", () => ({}));

/** A copy of the content folder for a test to break; CONTENT_DIR points the loaders at it. */
function brokenCopy(mutate: (dir: string) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
  fs.cpSync(path.join(process.cwd(), "content"), dir, { recursive: true });
  mutate(dir);
  return dir;
}

const edit = (file: string, change: (data: Record<string, unknown>) => void) => {
  const data = JSON.parse(fs.readFileSync(file, "utf8"));
  change(data);
  fs.writeFileSync(file, JSON.stringify(data));
};

/** Loads a content module afresh with the key sets a build of `dir` would inline, as next.config.ts reads them. */
function loadFrom<T extends object>(dir: string, modulePath: string, keysFrom = dir): T {
  process.env.CONTENT_DIR = dir;
  process.env.CONTENT_KEYS = JSON.stringify(readKeySets(keysFrom));
  let loaded: T | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<T>(modulePath);
  });
  return loaded!;
}

describe("content loading", () => {
  const original = { dir: process.env.CONTENT_DIR, keys: process.env.CONTENT_KEYS };
  const made: string[] = [];
  const copy = (mutate: (dir: string) => void) => {
    const dir = brokenCopy(mutate);
    made.push(dir);
    return dir;
  };
  afterEach(() => {
    process.env.CONTENT_DIR = original.dir;
    process.env.CONTENT_KEYS = original.keys;
  });
  afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it("accepts every city file as committed", () => {
    expect(Object.keys(readKeyed("cities", CITY_KEYS, citySchema))).toEqual([...CITY_KEYS]);
  });

  it("names the file, the field, what was expected and what it got, one line each", () => {
    process.env.CONTENT_DIR = copy((dir) =>
      edit(path.join(dir, "cities", "dunedin.json"), (city) => {
        city.hours = ["Available 24 hours, 7 days"];
        city.regionId = "fifteen";
      }),
    );
    expect(() => readJson("cities/dunedin.json", citySchema)).toThrow(
      /^content\/cities\/dunedin\.json: regionId: .*expected number.*\ncontent\/cities\/dunedin\.json: hours: .*$/,
    );
  });

  it("names the file when it is not JSON, and the folder when a key has no file", () => {
    process.env.CONTENT_DIR = copy((dir) => {
      fs.writeFileSync(path.join(dir, "cities", "porirua.json"), "{ not json");
      fs.rmSync(path.join(dir, "cities", "tauranga.json"));
    });
    expect(() => readJson("cities/porirua.json", citySchema)).toThrow(/^content\/cities\/porirua\.json: \(the whole file\): expected JSON: /);
    expect(() => readKeyed("cities", CITY_KEYS, citySchema)).toThrow(/content\/cities: missing tauranga\.json/);
  });

  it("says a promo's end date is not a date, quoting what the file says", () => {
    const dir = copy((dir) => {
      fs.copyFileSync(path.join(dir, "promos", "abc.json"), path.join(dir, "promos", "bad-date.json"));
      edit(path.join(dir, "promos", "bad-date.json"), (promo) => {
        promo.endsAt = "next Tuesday";
        promo.ended = { text: "This offer has ended. ".repeat(4) };
      });
    });
    const { getPromos } = loadFrom<typeof import("./promos")>(dir, "./promos");
    expect(getPromos).toThrow('content/promos/bad-date.json: endsAt: expected a date like 2025-03-31, got "next Tuesday"');
  });

  it("names a promo's city that has no file and a missing picture, both in one error", () => {
    const dir = copy((dir) => {
      edit(path.join(dir, "promos", "palmy.json"), (promo) => {
        promo.city = "gotham";
      });
      edit(path.join(dir, "promos", "flappy.json"), (promo) => {
        promo.image = { src: "/assets/images/no-such-picture.svg", alt: "" };
      });
    });
    const { getPromos } = loadFrom<typeof import("./promos")>(dir, "./promos");
    let message = "";
    try {
      getPromos();
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('content/promos/palmy.json: city: expected the name of a file in content/cities: auckland, christchurch');
    expect(message).toContain('got "gotham"');
    expect(message).toContain("content/promos/flappy.json: image.src: expected an image at public/assets/images/no-such-picture.svg, but there is no such file");
  });

  it("names an article without its text", () => {
    const dir = copy((dir) => fs.rmSync(path.join(dir, "news", "dunedin-launch.md")));
    // The key sets refuse an article without its text while the build reads its config; the loader too, should the
    // file go after the build read the folder.
    expect(() => readKeySets(dir)).toThrow("content/news/dunedin-launch.md: (the whole file): expected the article's text in Markdown beside content/news/dunedin-launch.json, but there is no such file");
    const { getNews } = loadFrom<typeof import("./news")>(dir, "./news", path.join(process.cwd(), "content"));
    expect(getNews).toThrow("content/news/dunedin-launch.md: (the whole file): expected the article's text in Markdown beside content/news/dunedin-launch.json, but there is no such file");
  });

  it("names an article's text that has no details file, and an empty article", () => {
    const stray = copy((dir) => fs.writeFileSync(path.join(dir, "news", "stray.md"), "Some words."));
    expect(() => readKeySets(stray)).toThrow("content/news/stray.md: (the whole file): expected its details (type, date, title, summary, image) in content/news/stray.json");
    const empty = copy((dir) => fs.writeFileSync(path.join(dir, "news", "flamingo-gen-5.md"), "  \n"));
    const { getNews } = loadFrom<typeof import("./news")>(empty, "./news");
    expect(getNews).toThrow("content/news/flamingo-gen-5.md: (the whole file): expected the article's text in Markdown, but the file is empty");
  });

  it("serves a promo and an article added as files, with nothing else changed", () => {
    const dir = copy((dir) => {
      fs.copyFileSync(path.join(dir, "promos", "abc.json"), path.join(dir, "promos", "added-offer.json"));
      fs.copyFileSync(path.join(dir, "news", "dunedin-launch.json"), path.join(dir, "news", "added-article.json"));
      fs.copyFileSync(path.join(dir, "news", "dunedin-launch.md"), path.join(dir, "news", "added-article.md"));
    });
    const keys = loadFrom<typeof import("./keys")>(dir, "./keys");
    expect(keys.PROMO_IDS).toEqual([...PROMO_IDS, "added-offer"].sort());
    expect(keys.NEWS_IDS).toEqual([...NEWS_IDS, "added-article"].sort());
    const { getPromo } = loadFrom<typeof import("./promos")>(dir, "./promos");
    expect(getPromo("added-offer").title).toBe(getPromo("abc").title);
    const { getArticle } = loadFrom<typeof import("./news")>(dir, "./news");
    expect(getArticle("added-article").content.length).toBeGreaterThan(200);
  });
});
