export type Section = { id: string; title: string; body: string };

/** A heading's anchor: lowercase words joined by hyphens, digits kept ("1. The promoter" → "1-the-promoter"). */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * Splits a markdown document at its level-two headings, so a page can give each part an anchor and list them
 * in a table of contents. Text before the first heading is not allowed: every part needs a title.
 */
export function splitSections(file: string, markdown: string): Section[] {
  const sections: Section[] = [];
  let current: { title: string; lines: string[] } | undefined;
  for (const line of markdown.split(/\r?\n/)) {
    const heading = /^##\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading?.[1]) {
      if (current) sections.push(finish(current));
      current = { title: heading[1], lines: [] };
    } else if (current) {
      current.lines.push(line);
    } else if (line.trim()) {
      throw new Error(`Invalid content in ${file}: text before the first "## " heading`);
    }
  }
  if (current) sections.push(finish(current));
  if (!sections.length) throw new Error(`Invalid content in ${file}: no "## " headings`);
  const seen = new Set<string>();
  for (const section of sections) {
    if (!section.id) throw new Error(`Invalid content in ${file}: heading "${section.title}" has no letters or digits`);
    if (seen.has(section.id)) throw new Error(`Invalid content in ${file}: two headings share the anchor "${section.id}"`);
    if (!section.body) throw new Error(`Invalid content in ${file}: section "${section.title}" is empty`);
    seen.add(section.id);
  }
  return sections;
}

function finish({ title, lines }: { title: string; lines: string[] }): Section {
  return { id: slugify(title), title, body: lines.join("\n").trim() };
}
