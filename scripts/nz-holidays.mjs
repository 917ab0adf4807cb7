// Writes lib/nz-public-holidays.json: New Zealand's national public holidays (Mondayised days included) for the
// years given, from the date-holidays library. The form ships this small file instead of the library's data for
// every country; lib/nz-public-holidays.test.ts checks each year in it against the library again.
//   node scripts/nz-holidays.mjs 2025 2030
import fs from "node:fs";
import Holidays from "date-holidays";

const [from, to] = process.argv.slice(2).map(Number);
if (!from || !to || to < from) throw new Error("usage: node scripts/nz-holidays.mjs <first year> <last year>");
const nz = new Holidays("NZ");
const years = {};
for (let year = from; year <= to; year += 1) {
  years[year] = nz.getHolidays(year).filter((holiday) => holiday.type === "public").map((holiday) => holiday.date.slice(0, 10));
}
fs.writeFileSync(new URL("../lib/nz-public-holidays.json", import.meta.url), `${JSON.stringify(years, null, 2)}\n`);
