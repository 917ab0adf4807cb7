/** "31679" → "31,679": thousands separated as New Zealand writes them. */
const grouped = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/**
 * A sum of money in the finder's totals, always with cents so whole and part dollars look alike: "$10.00",
 * "$7.75", "$31,679.80".
 */
export function formatMoney(cents: number): string {
  return `$${grouped(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, "0")}`;
}

/** A rate or fee as riders see it in the app: "$0", "45c", "$1", "$1.50", "$1,000". */
export function formatCents(cents: number): string {
  if (cents === 0) return "$0";
  if (cents < 100) return `${cents}c`;
  return cents % 100 === 0 ? `$${grouped(cents / 100)}` : formatMoney(cents);
}
