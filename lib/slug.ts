/** A lower-case, hyphenated fragment id: "8. Fees" → "8-fees", "Access and correction" → "access-and-correction". */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Slugs for a list of texts, each unique on the page ("-2", "-3" … after repeats), never empty. */
export function uniqueSlugs(texts: readonly string[], prefix = ""): string[] {
  const seen = new Map<string, number>();
  return texts.map((text) => {
    const base = `${prefix}${slugify(text) || "section"}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  });
}
