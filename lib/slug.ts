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

/**
 * Slugs for a list of texts, each unique on the page ("-2", "-3" … after repeats, skipping any taken by another
 * text, so "Fees", "Fees 2", "Fees" give fees, fees-2, fees-3), never empty. Written here rather than taken from
 * `github-slugger`, whose slugs differ from these ("&" dropped, not "and"; accents kept), which would move every
 * anchor the site and its links already use.
 */
export function uniqueSlugs(texts: readonly string[], prefix = ""): string[] {
  const bases = texts.map((text) => `${prefix}${slugify(text) || "section"}`);
  const taken = new Set<string>();
  const next = new Map<string, number>();
  return bases.map((base) => {
    let slug = base;
    if (taken.has(slug)) {
      let count = next.get(base) ?? 2;
      while (taken.has(`${base}-${count}`) || bases.includes(`${base}-${count}`)) count++;
      next.set(base, count + 1);
      slug = `${base}-${count}`;
    }
    taken.add(slug);
    return slug;
  });
}
