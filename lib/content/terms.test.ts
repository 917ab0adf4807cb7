import fs from "node:fs";
import path from "node:path";
import { parseLegal } from "@/lib/legal";

// The Terms of Service as the specification holds them (content-pages.md, "Terms of Service substance"; core-site.md
// sections 5 and 9): its sections and its date, no clause or mention the specification does not give (passes).
const markdown = fs.readFileSync(path.join(process.cwd(), "content/legal/terms.md"), "utf8");
const terms = parseLegal("content/legal/terms.md", markdown);
const SPEC_SECTIONS = [
  "Fees", "Intellectual Property", "Assumption of Risk", "Limited Liability", "Group Rides", "Subscriptions", "Privacy Policy",
  "Suspension and Termination", "Dispute Resolution", "Feedback", "Notices",
];

/** Every clause number ("8.5") at the start of a paragraph, by section number. */
const clauses = (body: string) => [...body.matchAll(/^(\d+)\.(\d+) /gm)].map((match) => [Number(match[1]), Number(match[2])] as const);

describe("the terms as the specification holds them", () => {
  it("keep the specification's date and every section it names, in its order", () => {
    expect(terms.lastUpdated).toEqual({ text: "30 January 2023", iso: "2023-01-30" });
    const titles = terms.sections.map((section) => section.title);
    const positions = SPEC_SECTIONS.map((title) => titles.indexOf(title));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("hold no pass: no definition, no clause and no mention of a Go Pass, a Day Pass or a Pass", () => {
    expect(markdown).not.toMatch(/\bPass(es)?\b/);
    expect(markdown).not.toMatch(/\b(Go|Day) Pass/i);
    expect(markdown).not.toMatch(/\bpass(es)? and Subscription/i);
  });

  it("are numbered 1, 2, 3… and each section's clauses N.1, N.2… with no gap, and every reference names a clause or section that exists", () => {
    terms.sections.forEach((section, index) => {
      expect(section.heading).toMatch(new RegExp(`^${index + 1}\\. `));
      const own = clauses(section.body);
      expect(own.every(([number]) => number === index + 1)).toBe(true);
      expect(own.map(([, clause]) => clause)).toEqual(own.map((_, i) => i + 1));
    });
    const existing = new Set(terms.sections.flatMap((section, index) => clauses(section.body).map(([, clause]) => `${index + 1}.${clause}`)));
    const referred = [...markdown.matchAll(/\bclauses? (\d+\.\d+)/g)].map((match) => match[1]!);
    expect(referred.length).toBeGreaterThan(0);
    expect(referred.filter((clause) => !existing.has(clause))).toEqual([]);
    const sections = [...markdown.matchAll(/\bsections? ((?:\d+(?:, | and )?)+)/g)].flatMap((match) => match[1]!.split(/, | and /).filter(Boolean).map(Number));
    expect(sections.filter((number) => number < 1 || number > terms.sections.length)).toEqual([]);
  });
});
