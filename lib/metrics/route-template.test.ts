import fs from "node:fs";
import path from "node:path";
import { ROUTE_TEMPLATES, isRouteTemplate, routeTemplate } from "./route-template";

/** Every page and route handler under app/, as its public template: market prefix and route groups dropped. */
function appRoutes(): string[] {
  const root = path.join(process.cwd(), "app");
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/^(page|route)\.tsx?$/.test(entry.name)) {
        const segments = path.relative(root, dir).split(path.sep).filter((s) => s && s !== "[market]" && !/^\(.*\)$/.test(s));
        found.push("/" + segments.join("/"));
      }
    }
  };
  walk(root);
  return found;
}

describe("routeTemplate", () => {
  it.each([
    ["/", "/"],
    ["/?utm_source=x", "/"],
    ["/cities", "/cities"],
    ["/cities/", "/cities"],
    ["/city/auckland", "/city/[region]"],
    ["/city/auckland?x=1#top", "/city/[region]"],
    ["/safety", "/safety"],
    ["/safety/wellington", "/safety/[location]"],
    ["/how-to/scooter", "/how-to/[vehicle]"],
    ["/quiz/cuba", "/quiz/[question]"],
    ["/quiz/cuba/b", "/quiz/[question]/[answer]"],
    ["/news", "/news"],
    ["/news/rss.xml", "/news/rss.xml"],
    ["/news/dunedin-launch", "/news/[article]"],
    ["/verify-plan/eyJhbGciOi.secret.token", "/verify-plan/[token]"],
    ["/join-plan/acme", "/join-plan/[plan]"],
    ["/app-info/help", "/app-info/[slug]"],
    ["/og/city/auckland.png", "/og/[...image]"],
    ["/_next/static/chunks/app/page-abc.js", "/_next/static/[...file]"],
    ["/assets/images/hero.svg", "/assets/[...file]"],
    ["/api/facade/region/12", "/api/facade/region/[id]"],
    ["/api/vitals", "/api/vitals"],
    ["/sitemap.xml", "/sitemap.xml"],
  ])("%s is %s", (raw, template) => {
    expect(routeTemplate(raw)).toBe(template);
  });

  it.each(["/wp-admin", "/city", "/city/auckland/extra", "/City/auckland", "//", "/city//", "", "nope", "/metrics", "/_next/static", "/nz/about", "/quiz/a/b/c"])(
    "%j is other",
    (raw) => {
      expect(routeTemplate(raw)).toBe("other");
    },
  );

  it("never answers with part of the path it was given", () => {
    const secret = "tok-" + "x".repeat(40);
    for (const raw of [`/verify-plan/${secret}`, `/${secret}`, `/api/${secret}`, `/city/${secret}`]) {
      expect(routeTemplate(raw)).not.toContain(secret);
      expect(isRouteTemplate(routeTemplate(raw))).toBe(true);
    }
  });

  it("lists every page and route handler the app has, under the path a visitor uses", () => {
    const internal = ["/page-not-found", "/in-app-not-found", "/sitemap-pages.xml"];
    const missing = appRoutes().filter((route) => !internal.includes(route) && !(ROUTE_TEMPLATES as readonly string[]).includes(route));
    expect(missing).toEqual([]);
  });

  it("maps every template to itself", () => {
    for (const template of ROUTE_TEMPLATES) {
      const sample = template.replace(/\[\.\.\.[a-z]+\]/g, "a/b").replace(/\[[a-z]+\]/g, "x");
      expect(routeTemplate(sample)).toBe(template);
    }
  });
});
