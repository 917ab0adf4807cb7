import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import { FONT_BOOTSTRAP } from "@/lib/brand/font-bootstrap.cjs";
import { FLAT_ALERTS_RULE, HERO_ART_LATER_RULE, HERO_SCRIPT, NO_STORAGE_BOOTSTRAP, OFFSCREEN_RULE, policyAllowing, VARIANTS, WHOLE_PAGE_HINT } from "../scripts/bench/html-variants.mjs";

const PAGE = [
  `<!DOCTYPE html><html class="brand-font"><head><script>${FONT_BOOTSTRAP}</script><style>body{margin:0}</style></head>`,
  '<body><main id="main"><script type="application/ld+json">{}</script>',
  '<section class="page-hero"><h1>Pricing</h1></section><section class="section"><h2>Fares</h2></section></main>',
  "<footer>Flamingo</footer></body></html>",
].join("");
const sha256 = (text: string) => `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("bench variants (scripts/bench/html-variants.mjs)", () => {
  it("leaves the page as served exactly as it was", () => {
    expect(VARIANTS["as-served"].apply(PAGE)).toEqual({ html: PAGE, scripts: [] });
  });

  it("puts the hero script right after <main>'s first section, and names it for the policy", () => {
    const { html, scripts } = VARIANTS["hero-script"].apply(PAGE);
    expect(html).toContain(`<h1>Pricing</h1></section><script>${HERO_SCRIPT}</script><section class="section">`);
    expect(html.replace(`<script>${HERO_SCRIPT}</script>`, "")).toBe(PAGE);
    expect(scripts).toEqual([HERO_SCRIPT]);
  });

  it("adds the off-screen rule to the page's stylesheet and changes nothing else", () => {
    const { html, scripts } = VARIANTS["offscreen-skip"].apply(PAGE);
    expect(html).toContain(`<style>body{margin:0}${OFFSCREEN_RULE}</style>`);
    expect(html.replace(OFFSCREEN_RULE, "")).toBe(PAGE);
    expect(scripts).toEqual([]);
  });

  it("holds the first frame with a render-blocking hint at the end of the head, naming an element no page has", () => {
    const { html, scripts } = VARIANTS["whole-page-frame"].apply(PAGE);
    expect(html).toContain(`<style>body{margin:0}</style>${WHOLE_PAGE_HINT}</head>`);
    expect(html.replace(WHOLE_PAGE_HINT, "")).toBe(PAGE);
    const id = /href="#([^"]+)"/.exec(WHOLE_PAGE_HINT)?.[1];
    expect(id).toBeTruthy();
    expect(WHOLE_PAGE_HINT).toContain('rel="expect"');
    expect(WHOLE_PAGE_HINT).toContain('blocking="render"');
    // No page can have it: the id is in no source the site is built from.
    const found = spawnSync("git", ["grep", "-l", id!, "--", "app", "components", "content", "lib"], { encoding: "utf8" });
    expect([found.status, found.stdout]).toEqual([1, ""]); // git grep: 1 is "no match", 2 an error
    expect(scripts).toEqual([]);
  });

  it("swaps the head script for one that takes the class off without reading storage", () => {
    const { html, scripts } = VARIANTS["no-storage-read"].apply(PAGE);
    expect(html).toBe(PAGE.replace(FONT_BOOTSTRAP, NO_STORAGE_BOOTSTRAP));
    expect(NO_STORAGE_BOOTSTRAP).not.toContain("localStorage");
    expect(scripts).toEqual([NO_STORAGE_BOOTSTRAP]);
  });

  it("adds the hero-art and flat-alert rules to the page's stylesheet and changes nothing else", () => {
    for (const [variant, rule] of [["hero-art-later", HERO_ART_LATER_RULE], ["flat-alerts", FLAT_ALERTS_RULE]] as const) {
      const { html, scripts } = VARIANTS[variant].apply(PAGE);
      expect(html).toContain(`<style>body{margin:0}${rule}</style>`);
      expect(html.replace(rule, "")).toBe(PAGE);
      expect(scripts).toEqual([]);
    }
  });

  it("takes a city map's vehicle layer out, up to the drawing's end, and nothing else", () => {
    const dots = '<g aria-hidden="true" data-vehicle-groups="2"><path d="M1 1Z"/><text>2</text></g>';
    const city = PAGE.replace("<h2>Fares</h2>", `<h2>Area</h2><svg role="img"><path d="M0 0Z"/>${dots}</svg>`);
    expect(VARIANTS["without-vehicle-dots"].apply(city).html).toBe(city.replace(dots, ""));
    expect(() => VARIANTS["without-vehicle-dots"].apply(PAGE)).toThrow("no vehicle dots");
  });

  it("takes a city hero's live block out, alerts and counts, and nothing around it", () => {
    const live = '<div class="ab_live"><ul aria-label="Service alerts"><li>Closed</li></ul><section data-testid="ready-now"><h2>Ready</h2></section></div>';
    const city = PAGE.replace("<h1>Pricing</h1>", `<h1>Wellington</h1>${live}<p>Blurb</p>`);
    const { html, scripts } = VARIANTS["without-live-block"].apply(city);
    expect(html).toBe(city.replace(live, ""));
    expect(scripts).toEqual([]);
    expect(() => VARIANTS["without-live-block"].apply(PAGE)).toThrow("no live block");
  });

  it("takes /pricing's price summary out of its hero, and nothing around it", () => {
    const summary = '<div class="ab_summary"><p class="ab_fare">$1 to unlock</p><ul class="ab_rates"><li><a href="#a">A <strong>45c</strong></a></li></ul></div>';
    const pricing = PAGE.replace("<h1>Pricing</h1>", `<h1>Pricing</h1><p class="lead">Lead</p>${summary}`);
    const { html, scripts } = VARIANTS["without-price-summary"].apply(pricing);
    expect(html).toBe(pricing.replace(summary, ""));
    expect(scripts).toEqual([]);
    expect(() => VARIANTS["without-price-summary"].apply(PAGE)).toThrow("no price summary");
  });

  it("fails on a page without the place a variant changes, rather than measuring the page unchanged", () => {
    expect(() => VARIANTS["hero-script"].apply("<html><body><main><p>x</p></main></body></html>")).toThrow("no section in <main>");
    expect(() => VARIANTS["offscreen-skip"].apply("<html><body></body></html>")).toThrow("no <style>");
    expect(() => VARIANTS["no-storage-read"].apply("<html><head></head></html>")).toThrow("no brand-font head script");
    expect(() => VARIANTS["whole-page-frame"].apply("<html><body></body></html>")).toThrow("no </head>");
  });

  it("allows an added script by its hash in script-src only, and leaves a policy without one as it was", () => {
    const policy = "default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self' 'unsafe-inline'";
    expect(policyAllowing(policy, [HERO_SCRIPT])).toBe(`default-src 'self'; script-src 'self' 'sha256-abc=' ${sha256(HERO_SCRIPT)}; style-src 'self' 'unsafe-inline'`);
    expect(policyAllowing(policy, [])).toBe(policy);
    expect(policyAllowing("default-src 'self'", [HERO_SCRIPT])).toBe("default-src 'self'");
  });
});
