import { routerPathFor, type Here, type LinkClick } from "./link-navigation";

const here: Here = { origin: "https://flamingoscooters.co.nz", pathname: "/contact", search: "" };
const click = (href: string, extra: Partial<LinkClick> = {}): LinkClick => ({
  href: new URL(href, here.origin + here.pathname + here.search).href,
  target: "",
  download: false,
  button: 0,
  modified: false,
  defaultPrevented: false,
  ...extra,
});

describe("routerPathFor", () => {
  it("hands an ordinary click on a page of this site to the router, with its query and hash", () => {
    expect(routerPathFor(click("/about"), here)).toBe("/about");
    expect(routerPathFor(click("/"), here)).toBe("/");
    expect(routerPathFor(click("/city/wellington"), here)).toBe("/city/wellington");
    expect(routerPathFor(click("/pricing?city=auckland&rides=10"), here)).toBe("/pricing?city=auckland&rides=10");
    expect(routerPathFor(click("/safety#helmets"), here)).toBe("/safety#helmets");
    expect(routerPathFor(click("/contact"), here)).toBe("/contact");
    expect(routerPathFor(click("/about", { target: "_self" }), here)).toBe("/about");
  });

  it("leaves new tabs, windows, downloads and other buttons to the browser", () => {
    for (const extra of [{ modified: true }, { button: 1 }, { button: 2 }, { download: true }, { target: "_blank" }, { target: "shop" }]) {
      expect([extra, routerPathFor(click("/about", extra), here)]).toEqual([extra, null]);
    }
  });

  it("leaves a click the page's own handler took (the store picker, the video modal)", () => {
    expect(routerPathFor(click("/download", { defaultPrevented: true }), here)).toBeNull();
  });

  it("leaves other hosts and schemes: the other market, the shop, the stores, mail and phone", () => {
    for (const href of [
      "https://flamingoscooters.com.au/about",
      "https://shop.flamingoscooters.co.nz",
      "http://flamingoscooters.co.nz/about",
      "https://apps.apple.com/nz/app/flamingo-scooters/id1446388017",
      "mailto:hello@flamingoscooters.co.nz",
      "tel:080035264646",
    ]) {
      expect([href, routerPathFor(click(href), here)]).toEqual([href, null]);
    }
  });

  it("leaves a jump within the page shown to the browser, but not the same section of another page", () => {
    expect(routerPathFor(click("#main"), here)).toBeNull();
    expect(routerPathFor(click("/contact#form"), here)).toBeNull();
    expect(routerPathFor(click("/about#team"), here)).toBe("/about#team");
    expect(routerPathFor(click("/contact?type=trip#form"), here)).toBe("/contact?type=trip#form");
  });

  it("leaves files and endpoints, which are not pages", () => {
    for (const href of ["/api/health", "/_next/static/media/font.woff2", "/assets/images/hero.svg", "/icons/icon.svg", "/og/home.png", "/sitemap.xml", "/robots.txt", "/manifest.webmanifest", "/favicon.ico"]) {
      expect([href, routerPathFor(click(href), here)]).toEqual([href, null]);
    }
  });

  it("leaves an address it cannot read", () => {
    expect(routerPathFor({ ...click("/"), href: "http://[not a host" }, here)).toBeNull();
  });

  it("loads /report as a document of its own, and leaves it the same way: its Permissions-Policy differs", () => {
    expect(routerPathFor(click("/report"), here)).toBeNull();
    expect(routerPathFor(click("/report?from=city"), here)).toBeNull();
    const onReport: Here = { ...here, pathname: "/report" };
    expect(routerPathFor(click("/contact"), onReport)).toBeNull();
    // A jump within /report, and any other pair of pages, is unchanged.
    expect(routerPathFor(click("/reports"), here)).toBe("/reports");
  });
});
