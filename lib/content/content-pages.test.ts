import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readKeyed } from "./files";
import { NEWS_IDS, PROMO_IDS, QUIZ_IDS, entryOf } from "./keys";
import { getNews, newsByDate, newsMetaSchema } from "./news";
import { getPrizeDraw } from "./prize-draw";
import { getPromos, promoSchema } from "./promos";
import { quizAnswerIds } from "./quiz-answers";
import { getQuizzes, quizSchema } from "./quizzes";

describe("content for the content pages", () => {
  it("has a valid promo for every spec id", () => {
    const promos = getPromos();
    expect(Object.keys(promos).sort()).toEqual([...PROMO_IDS].sort());
  });

  it("has a valid quiz for every spec question, each with one right answer the proxy knows about", () => {
    const quizzes = getQuizzes();
    for (const id of QUIZ_IDS) {
      const answers = Object.entries(entryOf(quizzes, id, "content/quizzes").answers);
      expect(answers.filter(([, answer]) => answer.correct)).toHaveLength(1);
      expect(answers.map(([key]) => key)).toEqual(quizAnswerIds[id]);
    }
  });

  it("has a valid article with a markdown body for every spec article, listed newest first", () => {
    const news = getNews();
    for (const id of NEWS_IDS) expect(entryOf(news, id, "content/news").content.length).toBeGreaterThan(200);
    const dates = newsByDate().map((article) => article.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("has the prize draw page with its terms split into titled sections", () => {
    const draw = getPrizeDraw();
    expect(draw.startsAt).toBe("2025-08-24");
    expect(draw.endsAt).toBe("2025-09-30");
    expect(draw.terms.length).toBeGreaterThan(5);
    expect(new Set(draw.terms.map((section) => section.id)).size).toBe(draw.terms.length);
  });

  it("points every picture at artwork that exists", () => {
    const images = [
      ...Object.values(getPromos()).map((promo) => promo.image.src),
      ...Object.values(getQuizzes()).map((quiz) => quiz.image.src),
      ...Object.values(getNews()).map((article) => article.image.src),
    ];
    const missing = images.filter((src) => !fs.existsSync(path.join(process.cwd(), "public", src)));
    expect(missing).toEqual([]);
  });
});

describe("a broken content folder", () => {
  const original = process.env.CONTENT_DIR;
  let dir: string;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
    fs.cpSync(path.join(process.cwd(), "content"), dir, { recursive: true });
    process.env.CONTENT_DIR = dir;
  });

  afterEach(() => {
    process.env.CONTENT_DIR = original;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("fails, naming the file, when a spec promo id has no content", () => {
    fs.rmSync(path.join(dir, "promos", "flappy.json"));
    expect(() => readKeyed("promos", PROMO_IDS, promoSchema)).toThrow("missing flappy.json");
  });

  it("fails, naming the file, when a spec quiz or article has no content", () => {
    fs.rmSync(path.join(dir, "quizzes", "highst.json"));
    fs.rmSync(path.join(dir, "news", "dunedin-launch.json"));
    expect(() => readKeyed("quizzes", QUIZ_IDS, quizSchema)).toThrow("missing highst.json");
    expect(() => readKeyed("news", NEWS_IDS, newsMetaSchema)).toThrow("missing dunedin-launch.json");
  });

  it("fails, naming the file and field, when a promo's button links to a script", () => {
    const file = path.join(dir, "promos", "abc.json");
    const promo = JSON.parse(fs.readFileSync(file, "utf8"));
    fs.writeFileSync(file, JSON.stringify({ ...promo, button: { url: "javascript:alert(1)", label: "Go" } }));
    expect(() => readKeyed("promos", PROMO_IDS, promoSchema)).toThrow(/content\/promos\/abc\.json[\s\S]*button\.url/);
  });

  it("fails when a quiz has two right answers", () => {
    const file = path.join(dir, "quizzes", "cuba.json");
    const quiz = JSON.parse(fs.readFileSync(file, "utf8"));
    quiz.answers.weave.correct = true;
    fs.writeFileSync(file, JSON.stringify(quiz));
    expect(() => readKeyed("quizzes", QUIZ_IDS, quizSchema)).toThrow(/cuba\.json[\s\S]*answers: exactly one answer must be correct/);
  });

  it("fails when an article's date is not a calendar date", () => {
    const file = path.join(dir, "news", "flamingo-gen-5.json");
    const article = JSON.parse(fs.readFileSync(file, "utf8"));
    fs.writeFileSync(file, JSON.stringify({ ...article, date: "14 April 2025" }));
    expect(() => readKeyed("news", NEWS_IDS, newsMetaSchema)).toThrow(/flamingo-gen-5\.json[\s\S]*date/);
  });
});
