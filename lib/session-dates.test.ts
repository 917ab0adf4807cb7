import { format } from "date-fns";
import Holidays from "date-holidays";
import holidaysByYear from "./nz-public-holidays.json";
import { acceptableSessionDates, calendarDateIn, sessionDateLabel, sessionDateOptions, type CalendarDate } from "./session-dates";

/** The library the data file is generated from, read afresh: New Zealand's national public holidays of a year. */
const nz = new Holidays("NZ");
const holidaysOfYear = new Map<number, string[]>();
/** Read once per year: the library works each year out afresh, and the three-year check asks 44,000 times (3 minutes). */
function publicHolidays(year: number): string[] {
  let dates = holidaysOfYear.get(year);
  if (!dates) {
    dates = nz.getHolidays(year).filter((holiday) => holiday.type === "public").map((holiday) => holiday.date.slice(0, 10));
    holidaysOfYear.set(year, dates);
  }
  return dates;
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

function ordinal(day: number): string {
  if (day % 100 >= 11 && day % 100 <= 13) return `${day}th`;
  return `${day}${{ 1: "st", 2: "nd", 3: "rd" }[day % 10] ?? "th"}`;
}

/**
 * An independent reading of the rule, in UTC calendar arithmetic: days 8 to 47 after today, Tuesday to Friday,
 * and not a public holiday as the date-holidays library has them.
 */
function expected(today: CalendarDate): string[] {
  const base = Date.UTC(today.year, today.month - 1, today.day);
  const out: string[] = [];
  for (let offset = 8; offset < 48; offset += 1) {
    const date = new Date(base + offset * 86_400_000);
    const weekday = date.getUTCDay();
    const iso = date.toISOString().slice(0, 10);
    if (weekday >= 2 && weekday <= 5 && !publicHolidays(date.getUTCFullYear()).includes(iso)) out.push(`${WEEKDAYS[weekday]}, ${ordinal(date.getUTCDate())} ${MONTHS[date.getUTCMonth()]}`);
  }
  return out;
}

const day = (year: number, month: number, d: number): CalendarDate => ({ year, month, day: d });

describe("sessionDateOptions", () => {
  it("starts one week and a day after today, formatted like the spec's example", () => {
    // Monday 26 May 2025: a week and a day later is Tuesday 3 June.
    const options = sessionDateOptions(day(2025, 5, 26));
    expect(options[0]).toBe("Tuesday, 3rd June");
    expect(options.slice(0, 5)).toEqual(["Tuesday, 3rd June", "Wednesday, 4th June", "Thursday, 5th June", "Friday, 6th June", "Tuesday, 10th June"]);
  });

  it("keeps only Tuesday to Friday across the 40 days scanned", () => {
    const options = sessionDateOptions(day(2025, 5, 26));
    // 3 June to 12 July: five whole Tuesday-to-Friday weeks and a sixth (8-11 July), less Matariki (Friday 20 June).
    expect(options).toHaveLength(23);
    expect(options).not.toContain("Friday, 20th June");
    expect(options.every((label) => /^(Tuesday|Wednesday|Thursday|Friday), \d{1,2}(st|nd|rd|th) [A-Z][a-z]+$/.test(label))).toBe(true);
    expect(options.at(-1)).toBe("Friday, 11th July");
  });

  it("skips a weekend start to the next Tuesday", () => {
    // Friday 31 January 2025 + 8 days = Saturday 8 February.
    expect(sessionDateOptions(day(2025, 1, 31))[0]).toBe("Tuesday, 11th February");
    // Sunday 1 June 2025 + 8 = Monday 9 June.
    expect(sessionDateOptions(day(2025, 6, 1))[0]).toBe("Tuesday, 10th June");
  });

  it("crosses month ends", () => {
    // Thursday 23 October 2025 + 8 = Friday 31 October.
    expect(sessionDateOptions(day(2025, 10, 23)).slice(0, 3)).toEqual(["Friday, 31st October", "Tuesday, 4th November", "Wednesday, 5th November"]);
    // 30 days hath September: Monday 22 September + 8 = Tuesday 30 September.
    expect(sessionDateOptions(day(2025, 9, 22)).slice(0, 2)).toEqual(["Tuesday, 30th September", "Wednesday, 1st October"]);
  });

  it("crosses year ends", () => {
    // Tuesday 23 December 2025 + 8 = Wednesday 31 December.
    // New Year's Day and the day after are public holidays.
    expect(sessionDateOptions(day(2025, 12, 23)).slice(0, 4)).toEqual([
      "Wednesday, 31st December", "Tuesday, 6th January", "Wednesday, 7th January", "Thursday, 8th January",
    ]);
    // Today on New Year's Eve itself: 8 January 2026, a Thursday.
    expect(sessionDateOptions(day(2025, 12, 31))[0]).toBe("Thursday, 8th January");
  });

  it("includes 29 February in a leap year and not otherwise", () => {
    expect(sessionDateOptions(day(2028, 2, 21))).toContain("Tuesday, 29th February");
    expect(sessionDateOptions(day(2027, 2, 10)).some((label) => label.includes("29th February"))).toBe(false);
  });

  it("neither repeats nor skips a day over New Zealand's daylight-saving changes", () => {
    // Clocks go forward on Sunday 28 September 2025 and back on Sunday 5 April 2026.
    expect(sessionDateOptions(day(2025, 9, 18)).slice(0, 6)).toEqual([
      "Friday, 26th September", "Tuesday, 30th September", "Wednesday, 1st October", "Thursday, 2nd October", "Friday, 3rd October", "Tuesday, 7th October",
    ]);
    // Friday 3 April 2026 is Good Friday.
    expect(sessionDateOptions(day(2026, 3, 26)).slice(0, 6)).toEqual([
      "Tuesday, 7th April", "Wednesday, 8th April", "Thursday, 9th April", "Friday, 10th April", "Tuesday, 14th April", "Wednesday, 15th April",
    ]);
  });

  it("agrees with a plain calendar reading of the rule on every day of three years", () => {
    for (let time = Date.UTC(2025, 0, 1); time < Date.UTC(2028, 0, 1); time += 86_400_000) {
      const date = new Date(time);
      const today = day(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
      const options = sessionDateOptions(today);
      expect(options).toEqual(expected(today));
      expect(new Set(options).size).toBe(options.length);
    }
  });
});

describe("public holidays", () => {
  it("never offers Christmas, Boxing Day, New Year, Waitangi Day, ANZAC Day or Matariki", () => {
    // Seen from 1 December 2026: Christmas (Friday 25th), Boxing Day Mondayised to Monday 28th, and New Year's
    // Day and the day after (Friday 1st and Monday 4th January 2027).
    const december = sessionDateOptions(day(2026, 12, 1));
    expect(december).toContain("Thursday, 24th December");
    expect(december).not.toContain("Friday, 25th December");
    expect(december).not.toContain("Friday, 1st January");
    expect(december).toContain("Tuesday, 5th January");
    expect(sessionDateOptions(day(2026, 1, 20))).toContain("Thursday, 5th February");
    expect(sessionDateOptions(day(2026, 1, 20))).not.toContain("Friday, 6th February");
    expect(sessionDateOptions(day(2028, 4, 10))).toContain("Wednesday, 26th April");
    expect(sessionDateOptions(day(2028, 4, 10))).not.toContain("Tuesday, 25th April");
    expect(sessionDateOptions(day(2026, 6, 25))).not.toContain("Friday, 10th July");
  });

  const years = Object.keys(holidaysByYear).map(Number);
  it("the data file covers 2025 to 2030 without a gap", () => {
    expect(years).toEqual([2025, 2026, 2027, 2028, 2029, 2030]);
  });
  for (const year of years) {
    it(`${year}: the data file holds exactly the library's public holidays`, () => {
      expect((holidaysByYear as Record<string, string[]>)[year]).toEqual(publicHolidays(year));
    });
  }
});

describe("calendarDateIn", () => {
  it("is New Zealand's date, not the machine's", () => {
    // 11:30 UTC on 31 December is already half past midnight on 1 January in Auckland (NZDT, UTC+13).
    expect(calendarDateIn(new Date("2025-12-31T11:30:00Z"))).toEqual(day(2026, 1, 1));
    expect(calendarDateIn(new Date("2025-12-31T10:59:59Z"))).toEqual(day(2025, 12, 31));
  });

  it("moves the day boundary an hour when daylight saving starts (late September)", () => {
    // Before the change midnight is 12:00 UTC (NZST, UTC+12).
    expect(calendarDateIn(new Date("2025-09-27T11:59:59Z"))).toEqual(day(2025, 9, 27));
    expect(calendarDateIn(new Date("2025-09-27T12:00:00Z"))).toEqual(day(2025, 9, 28));
    // After it, midnight is 11:00 UTC (NZDT, UTC+13).
    expect(calendarDateIn(new Date("2025-09-28T10:59:59Z"))).toEqual(day(2025, 9, 28));
    expect(calendarDateIn(new Date("2025-09-28T11:00:00Z"))).toEqual(day(2025, 9, 29));
  });

  it("moves it back when daylight saving ends (early April)", () => {
    expect(calendarDateIn(new Date("2026-04-04T10:59:59Z"))).toEqual(day(2026, 4, 4));
    expect(calendarDateIn(new Date("2026-04-04T11:00:00Z"))).toEqual(day(2026, 4, 5));
    expect(calendarDateIn(new Date("2026-04-05T11:30:00Z"))).toEqual(day(2026, 4, 5));
    expect(calendarDateIn(new Date("2026-04-05T12:00:00Z"))).toEqual(day(2026, 4, 6));
  });

  it("reads any time zone it is given", () => {
    expect(calendarDateIn(new Date("2025-06-01T02:00:00Z"), "America/Los_Angeles")).toEqual(day(2025, 5, 31));
  });
});

describe("acceptableSessionDates", () => {
  it("accepts what a form loaded today or yesterday in New Zealand offered, and nothing else", () => {
    // 00:30 on Wednesday 28 May 2025 in Auckland (NZST): yesterday was Tuesday 27 May.
    const now = new Date("2025-05-27T12:30:00Z");
    const accepted = acceptableSessionDates(now);
    for (const label of [...sessionDateOptions(day(2025, 5, 28)), ...sessionDateOptions(day(2025, 5, 27))]) expect(accepted.has(label)).toBe(true);
    // Tuesday 3 June was offered only up to Monday 26 May.
    expect(accepted.has("Tuesday, 3rd June")).toBe(false);
    expect(accepted.has("Wednesday, 4th June")).toBe(true);
    expect(accepted.has("Saturday, 7th June")).toBe(false);
  });
});

describe("sessionDateLabel", () => {
  it("writes every day of a month as date-fns' English 'EEEE, do MMMM' did", () => {
    for (let day = 1; day <= 31; day += 1) {
      const date = new Date(2027, 2, day, 12);
      expect(sessionDateLabel(date)).toBe(format(date, "EEEE, do MMMM"));
    }
    expect(sessionDateLabel(new Date(2027, 5, 22, 12))).toBe("Tuesday, 22nd June");
  });
});
