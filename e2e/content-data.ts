import fs from "node:fs";
import path from "node:path";

/** The content the content-page specs expect to see, read from the same files the site is built from. */
const root = path.join(__dirname, "..", "content");
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(root, file), "utf8")) as T;
const keys = (dir: string) =>
  fs
    .readdirSync(path.join(root, dir))
    .filter((name) => name.endsWith(".json"))
    .map((name) => name.slice(0, -".json".length))
    .sort();

export type PromoContent = {
  title: string;
  subheading: string;
  text: string;
  endsAt?: string;
  ended?: { text: string; description: string };
  claims?: { until: string; current: string; past: string }[];
  image: { src: string; alt: string };
  summary: string;
  city?: string;
  description: string;
  terms: string[];
  button?: { url: string; label: string };
  download?: boolean;
};
export type QuizContent = {
  title: string;
  eyebrow: string;
  question: string;
  reward: string;
  code: string;
  answers: Record<string, { text: string; description: string; correct: boolean }>;
};
export type NewsContent = { type: string; date: string; title: string };

export const promos = keys("promos").map((id) => ({ id, ...readJson<PromoContent>(`promos/${id}.json`) }));
export const quizzes = keys("quizzes").map((id) => ({ id, ...readJson<QuizContent>(`quizzes/${id}.json`) }));
export const news = keys("news").map((id) => ({ id, ...readJson<NewsContent>(`news/${id}.json`) }));
export const prizeDraw = readJson<{
  title: string;
  subheading: string;
  startsAt: string;
  endsAt: string;
  ended: { subheading: string; intro: string };
  results: { winners: { prize: string; firstName: string; city: string }[] };
}>("pages/10k.json");
export const prizeDrawHeadings = fs
  .readFileSync(path.join(root, "pages/10k.md"), "utf8")
  .split("\n")
  .filter((line) => line.startsWith("## "))
  .map((line) => line.slice(3).trim());
export const referrals = readJson<Record<string, string>>("facade/referrals.json");
export const appInfoSlugs = fs
  .readdirSync(path.join(root, "facade/app-info"))
  .filter((name) => name.endsWith(".md"))
  .map((name) => ({ slug: name.slice(0, -3), heading: fs.readFileSync(path.join(root, "facade/app-info", name), "utf8").match(/^# (.+)$/m)?.[1] ?? "" }));

/**
 * The freephone numbers as phones must dial them (national form: with a country code they fail from many
 * networks), and as structured data names them (international form).
 */
export const FREEPHONE = {
  nz: { tel: "tel:080035264646", international: "+6480035264646" },
  au: { tel: "tel:1800352646", international: "+611800352646" },
} as const;

/** A content date as the pages write it: "4 November 2024". */
export function longDate(isoDay: string): string {
  const [year, month, day] = isoDay.split("-").map(Number);
  const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
  return `${day} ${months[(month ?? 1) - 1]} ${year}`;
}
