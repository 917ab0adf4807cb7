// What the bench scripts print alike (bench.mjs, bench-variants.mjs, bench-frames.mjs): one Markdown table to paste
// into a note, and signed differences in milliseconds.

/** The value after `name` in a command line ("--routes /,/pricing"), or undefined. */
export const option = (args, name) => args.find((arg, i) => args[i - 1] === name);

/** A difference as "+12" or "−8" (a true minus, so columns of signed figures line up), "-" when there is none. */
export const signedMs = (value) => (Number.isFinite(value) ? `${value >= 0 ? "+" : "−"}${Math.abs(Math.round(value))}` : "-");

/** `rows` under `header` as a Markdown table, each column padded to its widest cell. */
export function markdownTable(header, rows) {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  const line = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(" | ")} |`;
  return [line(header), `|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`, ...rows.map(line)].join("\n");
}
