import { uniqueSlugs } from "@/lib/slug";

export type LegalSection = {
  /** Fragment id, from the title without its number ("8. Fees" → "fees"). */
  id: string;
  /** The heading as written ("8. Fees" or "Introduction"). */
  heading: string;
  /** The heading without its number. */
  title: string;
  /** Markdown between this heading and the next. */
  body: string;
};

export type LegalDocument = {
  /** "30 January 2023" as written, and as an ISO date ("2023-01-30", or "2019-05" for a month). */
  lastUpdated: { text: string; iso: string };
  /** Markdown before the first section, without the "Last updated" line. */
  intro: string;
  sections: LegalSection[];
};

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

/** "30 January 2023" → "2023-01-30"; "May 2019" → "2019-05"; anything else → null. */
export function isoFromLongDate(text: string): string | null {
  const match = /^(?:(\d{1,2})\s+)?([A-Za-z]+)\s+(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, day, monthName = "", year] = match;
  const month = MONTHS.indexOf(monthName.toLowerCase()) + 1;
  if (month === 0) return null;
  const yearMonth = `${year}-${String(month).padStart(2, "0")}`;
  if (!day) return yearMonth;
  const date = new Date(`${yearMonth}-${day.padStart(2, "0")}T00:00:00Z`);
  return date.getUTCDate() === Number(day) ? `${yearMonth}-${day.padStart(2, "0")}` : null;
}

const LAST_UPDATED = /^\*\*Last updated:?\s*(.+?)\*\*\s*$/i;
const SECTION = /^##\s+(.+?)\s*#*\s*$/;
const NUMBERED = /^(\d+)\.\s+(.+)$/;

/**
 * Splits a legal text (a bold "Last updated" line, an intro, then `## Heading` or `## N. Heading` sections)
 * into its parts. Headings inside fenced code are not sections. Throws, naming `file`, when the text does not
 * have that shape, so a broken legal file fails the build.
 */
export function parseLegal(file: string, markdown: string): LegalDocument {
  const lines = markdown.replace(/\r\n?/g, "\n").split("\n");
  let lastUpdated: LegalDocument["lastUpdated"] | undefined;
  const intro: string[] = [];
  const found: { heading: string; lines: string[] }[] = [];
  let fenced = false;

  for (const line of lines) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const updated = !fenced && !lastUpdated && found.length === 0 ? LAST_UPDATED.exec(line) : null;
    if (updated) {
      const text = updated[1] ?? "";
      const iso = isoFromLongDate(text);
      if (!iso) throw new Error(`${file}: "Last updated" date "${text}" is not like "30 January 2023" or "May 2019"`);
      lastUpdated = { text, iso };
      continue;
    }
    const heading = fenced ? null : SECTION.exec(line);
    if (heading) found.push({ heading: heading[1] ?? "", lines: [] });
    else (found.at(-1)?.lines ?? intro).push(line);
  }

  if (!lastUpdated) throw new Error(`${file}: missing the bold "Last updated: …" line`);
  if (found.length === 0) throw new Error(`${file}: no "## " section headings`);
  const titles = found.map(({ heading }) => NUMBERED.exec(heading)?.[2] ?? heading);
  const ids = uniqueSlugs(titles);
  return {
    lastUpdated,
    intro: intro.join("\n").trim(),
    sections: found.map(({ heading, lines: body }, index) => ({
      id: ids[index] ?? `section-${index + 1}`,
      heading,
      title: titles[index] ?? heading,
      body: body.join("\n").trim(),
    })),
  };
}

/** The market's addresses a legal text names, written in its Markdown as `{email}` and `{privacyEmail}`. */
export type LegalContacts = { email: string; privacyEmail: string };

const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

/**
 * A legal text with the market's contact addresses in place of its placeholders, so each market's terms and
 * privacy policy give that market's addresses (one host table, content/markets.json). An unknown placeholder
 * throws, naming `file`: a typo must fail the build rather than reach a page as "{emial}".
 */
export function withContacts(file: string, document: LegalDocument, contacts: LegalContacts): LegalDocument {
  const fill = (markdown: string) =>
    markdown.replace(PLACEHOLDER, (whole, name: string) => {
      if (!Object.hasOwn(contacts, name)) throw new Error(`${file}: unknown placeholder ${whole} (known: {email}, {privacyEmail})`);
      return contacts[name as keyof LegalContacts];
    });
  return { ...document, intro: fill(document.intro), sections: document.sections.map((section) => ({ ...section, body: fill(section.body) })) };
}
