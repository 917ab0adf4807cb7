import fs from "node:fs";
import path from "node:path";
import { isSupported, supportedBrowsers } from "@/lib/accessibility/browsers";
import packageJson from "@/package.json";
import { accessibilitySchema, getAccessibilityPage, getSupportedBrowsers } from "./accessibility";

jest.mock("server-only", () => ({}));

const raw = () => JSON.parse(fs.readFileSync(path.join(process.cwd(), "content/pages/accessibility.json"), "utf8"));
const IDS: Record<string, string> = { Chrome: "chrome", Edge: "edge", Firefox: "firefox", Safari: "safari" };

/** Every "Firefox 125" or "Firefox before 125" in the statement's words. */
function mentions(text: string) {
  return [...text.matchAll(/\b(Chrome|Edge|Firefox|Safari) (before )?(\d+(?:\.\d+)?)/g)].map(([, name, before, version]) => ({ id: IDS[name!]!, before: Boolean(before), version: version! }));
}

/** Whether a mention speaks of browsers the site supports: some version it covers is in the range. */
function inRange(browsers: ReturnType<typeof supportedBrowsers>, mention: ReturnType<typeof mentions>[number]) {
  const oldest = browsers.find((browser) => browser.id === mention.id);
  if (!oldest) return false;
  // "before 125": versions from the oldest supported up to 124 exist only if 125 is above the oldest.
  if (mention.before) return isSupported(browsers, mention.id, mention.version) && mention.version !== oldest.version;
  // "Safari 16": the 16 line reaches into the range if its last release can (16.4 for a range starting at 16.4).
  return isSupported(browsers, mention.id, `${mention.version.split(".")[0]}.99`);
}

describe("the accessibility statement", () => {
  it("loads as committed, naming WCAG 2.2 AA, a review day and the spec's 24-hour reply", () => {
    const page = getAccessibilityPage();
    expect(page.standard.text).toMatch(/WCAG 2\.2.*level AA/);
    expect(page.reviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(page.feedback.reply).toContain("24 hours");
    expect(page.limitations.items.length).toBeGreaterThan(0);
  });

  it("refuses a statement without the standard, the reply time or Firefox ESR", () => {
    for (const [field, change] of [
      ["standard", (data: ReturnType<typeof raw>) => (data.standard.text = "We follow WCAG 2.1 AA.")],
      ["feedback", (data: ReturnType<typeof raw>) => (data.feedback.reply = "We reply within a week.")],
      ["browsers", (data: ReturnType<typeof raw>) => (data.browsers.esr = "Firefox is tested too.")],
      ["reviewed", (data: ReturnType<typeof raw>) => (data.reviewed = "last Tuesday")],
    ] as const) {
      const data = raw();
      change(data);
      expect([field, accessibilitySchema.safeParse(data).error?.issues[0]?.path[0]]).toEqual([field, field]);
    }
  });

  it("lists the browsers package.json supports, and every browser its words name is inside that range", () => {
    const browsers = getSupportedBrowsers();
    expect(browsers).toEqual(supportedBrowsers(packageJson.browserslist));
    const named = mentions(JSON.stringify(raw()));
    expect(named.length).toBeGreaterThan(0);
    for (const mention of named) expect([mention, inRange(browsers, mention)]).toEqual([mention, true]);
  });

  it("fails a named browser once the range leaves it behind", () => {
    // The same words against a range raised to Chrome 120, Firefox 130 and Safari 17: each mention falls out.
    const raised = supportedBrowsers(["chrome 120", "edge 120", "firefox 130", "safari 17"]);
    const named = mentions(JSON.stringify(raw()));
    expect(named.filter((mention) => inRange(raised, mention))).toEqual([]);
  });
});
