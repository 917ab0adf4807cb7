/**
 * Every promo, quiz, news item, in-app page and the prize draw read against the spec's facts, where a fact can be
 * stated as a rule over text. A rule here refuses the contradiction wherever an editor writes it next.
 */
import fs from "node:fs";
import path from "node:path";
import { longDate } from "@/lib/dates";
import { REFERRAL_REWARDS } from "@/lib/referral";
import { isUndatedClaim } from "@/lib/time-bound";

const root = process.env.CONTENT_DIR ?? path.join(process.cwd(), "content");
const read = (rel: string) => fs.readFileSync(path.join(root, rel), "utf8");
const list = (dir: string, ext: string) =>
  fs.readdirSync(path.join(root, dir)).filter((name) => name.endsWith(ext)).map((name) => `${dir}/${name}`).sort();

type Text = { where: string; value: string };

/** Every string in a JSON file, each named by its file and field path. */
function jsonTexts(rel: string): Text[] {
  const out: Text[] = [];
  const walk = (value: unknown, at: string) => {
    if (typeof value === "string") out.push({ where: `${rel} ${at}`, value });
    else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${at}[${index}]`));
    else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) walk(item, at ? `${at}.${key}` : key);
  };
  walk(JSON.parse(read(rel)), "");
  return out;
}

/** A Markdown file as its paragraphs and list items. */
const markdownTexts = (rel: string): Text[] =>
  read(rel).split(/\n\s*\n|\n(?=\s*(?:[-*]|\d+\.|\|) )/).map((value, index) => ({ where: `${rel} ¶${index + 1}`, value }));

const promoFiles = list("promos", ".json");
const prose: Text[] = [
  ...promoFiles.flatMap(jsonTexts),
  ...list("quizzes", ".json").flatMap(jsonTexts),
  ...list("news", ".json").flatMap(jsonTexts),
  ...list("news", ".md").flatMap(markdownTexts),
  ...list("facade/app-info", ".md").flatMap(markdownTexts),
  ...jsonTexts("pages/10k.json"),
  ...markdownTexts("pages/10k.md"),
  ...jsonTexts("pages/wlg.json"),
];
const sentences: Text[] = prose.flatMap(({ where, value }) => value.split(/(?<=[.!?])\s+/).map((sentence) => ({ where, value: sentence })));

const offending = (texts: readonly Text[], bad: (value: string) => boolean) => texts.filter(({ value }) => bad(value)).map(({ where, value }) => `${where}: ${value}`);

const priceTable = JSON.parse(read("pages/pricing.json")) as { cities: Record<string, { perMinuteCents: number }> };
const cityRates = Object.fromEntries(
  list("cities", ".json").map((rel) => {
    const city = JSON.parse(read(rel)) as { name: string };
    return [city.name, priceTable.cities[path.basename(rel, ".json")]!.perMinuteCents];
  }),
);

describe("content agrees with the spec", () => {
  it("reads a fair amount of content (the readers find the files)", () => {
    expect(promoFiles).toHaveLength(29);
    expect(sentences.length).toBeGreaterThan(800);
  });

  it("referral rewards: 30 minutes each only with the date it ended (31 July 2025), otherwise 5", () => {
    const [first, then] = REFERRAL_REWARDS;
    const referral = prose.filter(({ value }) => /\brefer(ral|rals|rer|red)?\b/i.test(value));
    expect(referral.length).toBeGreaterThan(5);
    const amounts = (value: string) => [...value.matchAll(/\b(\d+)(?:-minute| (?:free )?minutes?)\b/gi)].map((match) => Number(match[1]));
    expect(offending(referral, (value) => amounts(value).some((minutes) => minutes !== first.minutes && minutes !== then.minutes))).toEqual([]);
    const firstEnd = longDate(first.until).replace(/^\d+ /, "");
    expect(offending(referral, (value) => amounts(value).includes(first.minutes) && !value.includes(firstEnd))).toEqual([]);
  });

  it("student plans: the unlock fee goes everywhere, the per-minute rate is lower in Palmerston North only", () => {
    const table = JSON.parse(read("pages/discount-table.json")) as { regions: { regionId: number; city: string }[]; cardTypePlans: { cardType: string; regionId: number; perMinuteCents: number }[] };
    const studentRate = (city: string) => table.cardTypePlans.find((plan) => plan.cardType === "student" && plan.regionId === table.regions.find((region) => region.city === city)!.regionId)!.perMinuteCents;
    // The in-app page's table and each city's student promo give the table's rate.
    const rows = [...read("facade/app-info/student-plan.md").matchAll(/^\| ([A-Z][a-z]+(?: [A-Z][a-z]+)?) \| \$0 \| (\d+)c \|/gm)];
    expect(rows).toHaveLength(4);
    for (const [, city = "", cents] of rows) expect(Number(cents)).toBe(studentRate(city.toLowerCase().replace(" ", "-")));
    for (const [file, city] of [["auckland-students", "auckland"], ["tauranga-students", "tauranga"]] as const) {
      const rates = jsonTexts(`promos/${file}.json`).flatMap(({ value }) => [...value.matchAll(/(\d+)c a minute/g)].map((match) => Number(match[1])));
      expect(new Set(rates)).toEqual(new Set([studentRate(city)]));
    }
    // A lower rate is the plan's claim only where the table's rate is below the city's standard one.
    const lower = Object.entries(cityRates).filter(([name]) => {
      const key = name.toLowerCase().replace(" ", "-");
      return table.regions.some((region) => region.city === key) && table.cardTypePlans.some((plan) => plan.cardType === "student" && plan.regionId === table.regions.find((region) => region.city === key)!.regionId && plan.perMinuteCents < cityRates[name]!);
    }).map(([name]) => name);
    expect(lower).toEqual(["Palmerston North"]);
    expect(offending(sentences, (value) => /\b(lowers?|cuts?|reduces?)\b[^.]*per-minute rate/i.test(value) && !lower.some((city) => value.includes(city)))).toEqual([]);
  });

  it("standard rates: a city's offer charges that city's per-minute rate", () => {
    const wrong = promoFiles.flatMap((rel) => {
      const promo = JSON.parse(read(rel)) as { city?: string };
      if (!promo.city || rel.includes("students")) return [];
      const name = (JSON.parse(read(`cities/${promo.city}.json`)) as { name: string }).name;
      return offending(jsonTexts(rel).flatMap(({ where, value }) => value.split(/(?<=[.!?])\s+/).map((sentence) => ({ where, value: sentence }))), (value) =>
        !/student/i.test(value) && [...value.matchAll(/(\d+)c a minute/g)].some((match) => Number(match[1]) !== cityRates[name]));
    });
    expect(wrong).toEqual([]);
  });

  it("Day Pass: 60 minutes for $8 in Auckland, 45 minutes for $10 elsewhere, and no unlock-free claim", () => {
    const dayPass = sentences.filter(({ value }) => /Day Pass/.test(value));
    // The pairs pricing.json sells (60 minutes for $8, 45 for $10): a sentence naming one pass's minutes and
    // another's price contradicts it.
    const table = JSON.parse(read("pages/pricing.json")) as { cities: Record<string, { dayPass?: { minutes: number; priceCents: number } }> };
    const sold = new Map(Object.values(table.cities).flatMap(({ dayPass: pass }) => (pass ? [[pass.minutes, pass.priceCents / 100] as const] : [])));
    expect([...sold]).toEqual([[60, 8], [45, 10]]);
    expect(offending(dayPass, (value) => [...sold].some(([minutes]) => new RegExp(`\\b${minutes} minutes\\b`).test(value) && [...sold.values()].some((price) => price !== sold.get(minutes) && new RegExp(`\\$${price}\\b`).test(value))))).toEqual([]);
    expect(offending(dayPass, (value) => /without paying to unlock|no unlock fee|unlock[- ]free/i.test(value) && !/Go Pass/.test(value))).toEqual([]);
  });

  it("Go Pass: the spec's prices, minutes per city, and no promise of riding without a limit", () => {
    // Read from content/pages/pricing.json, the one source: a price changed there must change in every sentence.
    const table = JSON.parse(read("pages/pricing.json")) as { goPasses: { days: number; priceCents: number }[] };
    const prices = Object.fromEntries(table.goPasses.map((pass) => [String(pass.days), (pass.priceCents / 100).toFixed(2)]));
    expect(prices).toEqual({ "3": "25.00", "7": "29.99", "30": "89.80" });
    const quoted = prose.flatMap(({ where, value }) => [...value.matchAll(/\b(\d+) Day\b\W+\$(\d+\.\d\d)/g)].map((match) => ({ where, value: match[0], day: match[1], price: match[2] })));
    expect(quoted.length).toBeGreaterThanOrEqual(9);
    expect(quoted.filter(({ day, price }) => prices[day ?? ""] !== price).map(({ where, value }) => `${where}: ${value}`)).toEqual([]);
    const goPass = sentences.filter(({ value }) => /Go Pass/.test(value));
    expect(offending(goPass, (value) => (/Auckland/.test(value) && /\b45 minutes\b/.test(value) && !/Tauranga/.test(value)) || (/Tauranga/.test(value) && /\b60 minutes\b/.test(value) && !/Auckland/.test(value)))).toEqual([]);
    expect(offending(prose, (value) => /never (have to )?watch the clock|unlimited|works out from/i.test(value))).toEqual([]);
  });

  it("the rules around prices agree with content/pages/pricing.json: a pass's unlock, its expiry, minutes beyond it", () => {
    const { rules } = JSON.parse(read("pages/pricing.json")) as { rules: { goPass: { ridesPayUnlock: boolean }; dayPass: { ridesPayUnlock: boolean; expiresAfterHours: number } } };
    const terms = markdownTexts("legal/terms.md").flatMap(({ where, value }) => value.split(/(?<=[.!?])\s+/).map((sentence) => ({ where, value: sentence })));
    const all = [...sentences, ...terms];
    const dayPass = all.filter(({ value }) => /Day Pass/.test(value) && !/Go Pass/.test(value));
    const unlockFree = /without paying to unlock|no unlock fee|unlock[- ]free|skips? the unlock/i;
    const unlockPaid = /still (has|pays) the \$1 unlock|\$1 unlock fee (still )?applies|pays the \$1 unlock/i;
    expect(offending(dayPass, (value) => (rules.dayPass.ridesPayUnlock ? unlockFree : unlockPaid).test(value))).toEqual([]);
    expect(offending(dayPass, (value) => /\b(expires?|valid for|lasts?)\b[^.]*?\b(\d+) hours\b/.test(value) && !value.includes(`${rules.dayPass.expiresAfterHours} hours`))).toEqual([]);
    // The pass ends when its time is up, not when its minutes are used: later rides are priced as the data says.
    expect(offending(dayPass, (value) => /once you've used all of its minutes|whichever comes first/i.test(value))).toEqual([]);
    const goPass = all.filter(({ value }) => /Go Pass/.test(value) && !/Day Pass/.test(value));
    expect(offending(goPass, (value) => (rules.goPass.ridesPayUnlock ? unlockFree : unlockPaid).test(value))).toEqual([]);
    // Minutes beyond a pass's allowance: the city's standard per-minute rate (or "the rate shown in the App").
    const beyond = all.filter(({ value }) => /(beyond|extra riding|over) (the |your |a Pass's |its )?(included|day's|daily|allowance|\d+ minutes)/i.test(value));
    // Few now: the pass pages and promos no longer state it (below), nor the terms (the spec's terms name no pass);
    // a voucher's terms still do.
    expect(beyond.length).toBeGreaterThanOrEqual(1);
    expect(offending(beyond, (value) => /charged at/.test(value) && !/standard|rate shown in the App|\d+c a minute/.test(value))).toEqual([]);
  });

  it("the in-app pages and promos say of passes only what the spec says: no Day Pass unlock rule, no price for minutes over a pass", () => {
    // The spec is silent on both; /pricing states how its totals count them, once (lib/pricing/counting.ts).
    const passProse = sentences.filter(({ where, value }) => /Day Pass|Go Pass/.test(value) || /(day|go)-pass/.test(where));
    const dayPass = passProse.filter(({ value, where }) => (/Day Pass/.test(value) || /day-pass/.test(where)) && !/Go Pass/.test(value));
    expect(offending(dayPass, (value) => /unlock/i.test(value) && !/Go Pass/.test(value))).toEqual([]);
    expect(offending(passProse, (value) => /(beyond|extra riding|over) (the |your |a Pass's |its )?(included|day's|daily|allowance|\d+ minutes)|any extra riding/i.test(value))).toEqual([]);
  });

  it("no page a rider reads says what the site assumes", () => {
    const pages = ["pages/pricing.json", "pages/discounts.json"].flatMap(jsonTexts);
    expect(offending([...prose, ...pages], (value) => /\bwe assume\b|\(assumed\)/i.test(value))).toEqual([]);
  });

  it("savings as the spec states them: a student plan's own figure without 'up to', the community plan's 'up to 50%', and students outside the four cities get the community plan", () => {
    const percents = sentences.filter(({ value }) => /\b\d+%/.test(value) && /sav|off|cheaper|discount/i.test(value));
    expect(percents.length).toBeGreaterThan(4);
    // "Up to" only where the spec says it: the community discount's 50%.
    expect(offending(percents, (value) => [...value.matchAll(/up to (\d+)%/g)].some((match) => match[1] !== "50"))).toEqual([]);
    const student: Record<string, string> = { Auckland: "25", "Palmerston North": "40", Tauranga: "20", Dunedin: "25" };
    const studentPercents = [...percents, ...markdownTexts("facade/app-info/student-plan.md").flatMap(({ where, value }) => value.split("\n").map((row) => ({ where, value: row })))];
    // A sentence or table row naming one student city and a percentage gives that city's figure.
    expect(
      offending(studentPercents, (value) => {
        const named = Object.keys(student).filter((name) => value.includes(name));
        return named.length === 1 && /student|\|/i.test(value) && [...value.matchAll(/(\d+)%/g)].some((match) => match[1] !== student[named[0]!]);
      }),
    ).toEqual([]);
    expect(offending(sentences, (value) => /student/i.test(value) && /other cities/i.test(value) && /standard rate/i.test(value))).toEqual([]);
  });

  it("the terms say only what the spec says of prices: NZD, no GST claim, passes not called Subscriptions", () => {
    const terms = read("legal/terms.md");
    expect(terms).toContain("New Zealand dollars (NZD)");
    expect(terms).not.toMatch(/GST/);
    expect(terms).not.toMatch(/\*\*Subscription\*\* means[^\n]*(Go Pass|Day Pass)/);
    expect(terms).not.toMatch(/Subscriptions?[^.\n]*including the (Go Pass|Day Pass)/);
    expect(terms).toContain("30 days' notice");
  });

  it("a ride ends only when the rider ends it, with a photo of the parked vehicle", () => {
    expect(offending(sentences, (value) => /\b(ends|end|finishes|stops) (your|the) (ride|trip)\b/i.test(value) && /\b(pause|break|stop(ping)? for|relax|rest)\b/i.test(value) && !/photo/i.test(value))).toEqual([]);
    expect(offending(sentences, (value) => /\bends your ride\b/i.test(value) && !/photo|End Ride/i.test(value))).toEqual([]);
  });

  it("the QR code is on top of the vehicle", () => {
    expect(offending(sentences, (value) => /QR code on (?:the )?(?!top\b|each\b)\w+/i.test(value))).toEqual([]);
  });

  it("ages: 18 to ride, 12 with a parent or guardian; speeds: 25 km/h, 32 km/h assist, throttle at 5 km/h", () => {
    const ages = (value: string) => [...value.matchAll(/\b(?:aged |from )?(\d+) (?:or|and) (?:over|older|up)\b|\baged (\d+)\b/g)].map((match) => Number(match[1] ?? match[2]));
    expect(offending(sentences, (value) => /ride|rider|account|enter|entrant|young|minor|teen/i.test(value) && ages(value).some((age) => age !== 18 && age !== 12))).toEqual([]);
    expect(offending(sentences, (value) => [...value.matchAll(/(\d+) km\/h/g)].some((match) => ![5, 25, 32].includes(Number(match[1]))))).toEqual([]);
  });

  it("vouchers: 10, 20 or 30 free minutes (5 for a referral) or $5, $10 or $20 of credit", () => {
    expect(offending(prose, (value) => [...value.matchAll(/\b(\d+) free minutes\b/g)].some((match) => ![10, 20, 30].includes(Number(match[1])) && !(Number(match[1]) === 5 && /refer/i.test(value))))).toEqual([]);
    expect(offending(sentences, (value) => [...value.matchAll(/\$(\d+) of (?:ride )?credit\b/g)].some((match) => ![5, 10, 20].includes(Number(match[1]))))).toEqual([]);
  });

  it("an offer's closing day in its terms is its endsAt, and its ended text names it and offers no code as usable", () => {
    for (const rel of promoFiles) {
      const promo = JSON.parse(read(rel)) as { endsAt?: string; terms: string[]; ended?: { text: string } };
      const closing = promo.terms.flatMap((term) => [...term.matchAll(/until (\d+ [A-Z][a-z]+ \d{4}) \(NZ time\)/g)].map((match) => match[1]));
      for (const day of closing) expect(`${rel}: ${day}`).toBe(`${rel}: ${longDate(promo.endsAt!)}`);
      if (!promo.ended) continue;
      const ended = promo.ended.text;
      expect(`${rel}: ${ended.includes(longDate(promo.endsAt!))}`).toBe(`${rel}: true`);
      expect(offending([{ where: rel, value: ended }], (value) => /\b(enter|use|add|claim|redeem)\b (code|\*\*)|\bis on\b|\bends\b/i.test(value))).toEqual([]);
    }
  });

  it("a claim about the present (an offer 'still' on, a licence's term) stands only where its end date is known", () => {
    const promos = new Map(promoFiles.map((rel) => [rel, JSON.parse(read(rel)) as { endsAt?: string }]));
    // Text a page shows only while a dated period runs: a dated promo's live words, a dated claim's current words.
    // A news item speaks as of the day it carries.
    const shownWhileDated = (where: string) => {
      const [rel = "", field = ""] = where.split(" ");
      if (rel.startsWith("news/")) return true;
      if (/^claims\[\d+\]\.current$/.test(field)) return true;
      return Boolean(promos.get(rel)?.endsAt) && /^(title|summary|subheading|text|description)$/.test(field);
    };
    expect(sentences.filter(({ where, value }) => isUndatedClaim(value, shownWhileDated(where))).map(({ where, value }) => `${where}: ${value}`)).toEqual([]);
  });

  it("the prize draw's page and terms give its spec dates", () => {
    const draw = JSON.parse(read("pages/10k.json")) as { startsAt: string; endsAt: string };
    expect([draw.startsAt, draw.endsAt]).toEqual(["2025-08-24", "2025-09-30"]);
    expect(read("pages/10k.md")).toContain("ends at 11:59pm on 30 September 2025");
  });

  it("wrong quiz answers open in their own words, and no sentence of prose is repeated word for word across files", () => {
    const openings = list("quizzes", ".json").flatMap((rel) =>
      Object.values((JSON.parse(read(rel)) as { answers: Record<string, { description: string; correct: boolean }> }).answers)
        .map((answer) => answer.description.split(/(?<=[.!?])\s/)[0]));
    expect(openings.filter((opening, index) => openings.indexOf(opening) !== index)).toEqual([]);

    // Terms repeat standard conditions on purpose; the prose a reader reads through should not.
    // Image descriptions repeat where promos share an illustration.
    const readable = sentences.filter(({ where }) => !/ terms\[|10k\.md|\.alt$/.test(where));
    const files = new Map<string, Set<string>>();
    for (const { where, value } of readable) {
      if (value.length < 60) continue;
      files.set(value, (files.get(value) ?? new Set()).add(where.split(" ")[0]!));
    }
    expect([...files].filter(([, inFiles]) => inFiles.size > 1).map(([value, inFiles]) => `${[...inFiles].join(", ")}: ${value}`)).toEqual([]);
  });
});
