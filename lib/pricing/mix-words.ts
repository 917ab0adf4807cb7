/**
 * The cheapest mix in words: which way pays for which days, and the sum. "Day Pass on your 3 two-ride days
 * ($10.00 + 2 unlocks × $1 = $12.00 a day), pay as you go on your 4 one-ride days (1 × ($1 + 15 × 45c) = $7.75
 * a day): 3 × $12.00 + 4 × $7.75 = $67.00".
 */
import type { Mix, Piece } from "./cheapest";
import { overWords, unlockWords } from "./costs";
import { formatCents, formatMoney } from "./money";
import { minutesOver, type DayWay, type Tariff } from "./tariff";

const COUNTS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
const ridesAdjective = (rides: number) => `${COUNTS[rides] ?? rides}-ride`;
const dayList = (days: readonly number[]) =>
  days.length === 1 ? `day ${days[0]}` : `days ${days.slice(0, -1).join(", ")} and ${days[days.length - 1]}`;

type DayPiece = Extract<Piece, { way: DayWay }>;
type GoPiece = Extract<Piece, { way: "go-pass" }>;

/** The name of each way, as it reads inside a sentence. */
export function wayName(way: Piece["way"], planName: string, length = 0): string {
  if (way === "per-ride") return "pay as you go";
  if (way === "plan") return planName;
  if (way === "day-pass") return "Day Pass";
  return `${length} Day Go Pass`;
}

function dayGroupWords(t: Tariff, way: DayWay, rides: number): string {
  if (way === "day-pass") {
    const pass = t.dayPass!;
    return `${formatMoney(pass.priceCents)}${unlockWords(rides, pass.ridesPayUnlock, t)}${overWords(minutesOver(t, rides, pass.minutes), pass.minutes, t, false)}`;
  }
  const fare = way === "plan" ? t.plan! : t;
  return `${rides} × (${formatCents(fare.unlockCents)} + ${t.minutes} × ${formatCents(fare.perMinuteCents)})`;
}

/** The ways a mix uses, in the order it first uses them: ["Day Pass", "pay as you go"]. */
export function mixWays(mix: Mix, planName: string): string[] {
  const names = mix.pieces.filter((piece) => piece.way === "go-pass" || piece.rides > 0).map((piece) => wayName(piece.way, planName, piece.way === "go-pass" ? piece.length : 0));
  return [...new Set(names)];
}

/** The parts of a mix, each with its own sum, and the total's sum: "3 × $12.00 + 4 × $7.75 = $67.00". */
function mixBreakdown(t: Tariff, mix: Mix, planName: string): { phrases: string[]; sum: string } {
  const dayGroups = new Map<string, { piece: DayPiece; count: number }>();
  const goGroups = new Map<number, GoPiece[]>();
  for (const piece of mix.pieces) {
    if (piece.way === "go-pass") goGroups.set(piece.length, [...(goGroups.get(piece.length) ?? []), piece]);
    else if (piece.rides > 0) {
      const key = `${piece.way}:${piece.rides}`;
      const group = dayGroups.get(key);
      if (group) group.count += 1;
      else dayGroups.set(key, { piece, count: 1 });
    }
  }
  const phrases: string[] = [];
  const terms: string[] = [];
  for (const [length, pieces] of goGroups) {
    const pass = t.goPass!;
    const price = pass.lengths.find((entry) => entry.days === length)!.priceCents;
    const total = (pick: (piece: GoPiece) => number) => pieces.reduce((sum, piece) => sum + pick(piece), 0);
    const name = wayName("go-pass", planName, length);
    phrases.push(`${pieces.length === 1 ? `a ${name}` : `${pieces.length} × ${name}`} from ${dayList(pieces.map((piece) => piece.day + 1))}`);
    terms.push(`${pieces.length} × ${formatMoney(price)}${unlockWords(total((piece) => piece.rides), pass.ridesPayUnlock, t)}${overWords(total((piece) => piece.overMinutes), pass.dailyMinutes, t, true)}`);
  }
  for (const { piece, count } of dayGroups.values()) {
    const days = count === 1 ? `${ridesAdjective(piece.rides)} day` : `${count} ${ridesAdjective(piece.rides)} days`;
    phrases.push(`${wayName(piece.way, planName)} on your ${days} (${dayGroupWords(t, piece.way, piece.rides)} = ${formatMoney(piece.cents)} a day)`);
    terms.push(`${count} × ${formatMoney(piece.cents)}`);
  }
  return { phrases, sum: `${terms.join(" + ")} = ${formatMoney(mix.cents)}` };
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The mix as one sentence: its parts, then the sum. */
export function mixWords(t: Tariff, mix: Mix, planName: string): string {
  const { phrases, sum } = mixBreakdown(t, mix, planName);
  return capital(`${phrases.join(", ")}: ${sum}`);
}

/** The mix as lines a phone can read: one a part, each starting with a capital, then the sum. */
export function mixLines(t: Tariff, mix: Mix, planName: string): string[] {
  const { phrases, sum } = mixBreakdown(t, mix, planName);
  return [...phrases.map(capital), sum];
}
