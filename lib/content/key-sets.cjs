"use strict";
// The closed key sets the spec names (cities, vehicles, promos, quizzes and their answers, news), read from the
// content folders: a key is a file. next.config.ts reads them once per build and inlines them as
// process.env.CONTENT_KEYS, so the proxy, the pages' static params, the sitemap and the news feed all see the one set
// the build read, and an editor adds a promo by adding its file. Plain CommonJS with no imports beyond node: so the
// build's config, Jest and Playwright can all call it before any bundler runs.
const fs = require("node:fs");
const path = require("node:path");

/** A key is the last segment of a public URL (/promo/{key}): lower-case letters, digits and single hyphens. */
const KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Which folder holds each set, and the file whose name is the key. */
const FOLDERS = { cities: "cities", vehicles: "vehicles", promos: "promos", quizzes: "quizzes", news: "news" };

/**
 * The keys of one folder: the names of its .json files, sorted. A file name that cannot be a URL segment is an
 * error naming the file, not a page at an address nobody can type.
 */
function folderKeys(contentDir, folder) {
  const dir = path.join(contentDir, folder);
  if (!fs.existsSync(dir)) throw new Error(`content/${folder}: the folder is missing (expected one .json file per key)`);
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => {
      const key = name.slice(0, -".json".length);
      if (!KEY.test(key)) {
        throw new Error(`content/${folder}/${name}: file name: expected lower-case letters, digits and hyphens (it is the page's address), got "${key}"`);
      }
      return key;
    })
    .sort();
}

/**
 * Each quiz's answer ids, which the proxy needs to send an unknown answer back to its question. Only the ids are
 * read here; a quiz file that is not valid JSON or has no answers gets an empty list, and the quiz loader's schema
 * names what is wrong with it when the build renders the quiz.
 */
function quizAnswers(contentDir, keys) {
  return Object.fromEntries(
    keys.map((key) => {
      try {
        const quiz = JSON.parse(fs.readFileSync(path.join(contentDir, FOLDERS.quizzes, `${key}.json`), "utf8"));
        const answers = quiz && typeof quiz.answers === "object" && quiz.answers !== null ? Object.keys(quiz.answers) : [];
        return [key, answers.filter((answer) => KEY.test(answer))];
      } catch {
        return [key, []];
      }
    }),
  );
}

/**
 * An article is two files, its details in {id}.json and its text in {id}.md: either without the other is an error
 * naming the missing file, raised while the build reads its config, before anything is compiled.
 */
function newsKeys(contentDir) {
  const keys = folderKeys(contentDir, FOLDERS.news);
  const texts = fs
    .readdirSync(path.join(contentDir, FOLDERS.news))
    .filter((name) => name.endsWith(".md"))
    .map((name) => name.slice(0, -".md".length));
  const problems = [
    ...keys
      .filter((key) => !texts.includes(key))
      .map((key) => `content/news/${key}.md: (the whole file): expected the article's text in Markdown beside content/news/${key}.json, but there is no such file`),
    ...texts
      .filter((key) => !keys.includes(key))
      .map((key) => `content/news/${key}.md: (the whole file): expected its details (type, date, title, summary, image) in content/news/${key}.json, but there is no such file`),
  ];
  if (problems.length) throw new Error(problems.join("\n"));
  return keys;
}

/** @returns {{ cities: string[], vehicles: string[], promos: string[], news: string[], quizzes: Record<string, string[]> }} */
function readKeySets(contentDir) {
  const quizzes = folderKeys(contentDir, FOLDERS.quizzes);
  return {
    cities: folderKeys(contentDir, FOLDERS.cities),
    vehicles: folderKeys(contentDir, FOLDERS.vehicles),
    promos: folderKeys(contentDir, FOLDERS.promos),
    news: newsKeys(contentDir),
    quizzes: quizAnswers(contentDir, quizzes),
  };
}

/** The content folder a build or test reads: CONTENT_DIR when set (a test's broken copy), else ./content. */
function contentDirFromEnv(env = process.env, cwd = process.cwd()) {
  return env.CONTENT_DIR ?? path.join(cwd, "content");
}

/** Sets process.env.CONTENT_KEYS from the folders unless a build already set it; for Jest and Playwright. */
function ensureContentKeysEnv(env = process.env) {
  env.CONTENT_KEYS ??= JSON.stringify(readKeySets(contentDirFromEnv(env)));
  return env.CONTENT_KEYS;
}

module.exports = { KEY, readKeySets, contentDirFromEnv, ensureContentKeysEnv };
