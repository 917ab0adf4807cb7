import { routeRequest } from "./routing";

const answers = { cuba: ["walking-pace", "weave"] };
const route = (path: string, market: "nz" | "au" = "nz") => routeRequest(path, market, answers);

describe("routeRequest", () => {
  it("rewrites ordinary pages into the market", () => {
    expect(route("/")).toEqual({ kind: "rewrite", path: "/nz" });
    expect(route("/cities", "au")).toEqual({ kind: "rewrite", path: "/au/cities" });
    expect(route("/report", "au")).toEqual({ kind: "rewrite", path: "/au/report" });
    expect(route("/accessibility")).toEqual({ kind: "rewrite", path: "/nz/accessibility" });
    expect(route("/report/now")).toEqual({ kind: "rewrite", path: "/nz/page-not-found", status: 404 });
    expect(route("/Accessibility")).toEqual({ kind: "redirect", location: "/accessibility", status: 308 });
  });

  it("keeps the internal prefix unreachable: /nz/cities is not a page", () => {
    expect(route("/nz/cities")).toEqual({ kind: "rewrite", path: "/nz/page-not-found", status: 404 });
    expect(route("/au/cities", "au")).toEqual({ kind: "rewrite", path: "/au/page-not-found", status: 404 });
  });

  it.each(["/no-such-page", "/about/team", "/cities/wellington", "/ride/now/please"])("sends %s to the not-found page", (path) => {
    expect(route(path)).toEqual({ kind: "rewrite", path: "/nz/page-not-found", status: 404 });
  });

  it.each(["/city/gotham", "/city", "/city/wellington/extra", "/how-to/unicycle", "/promo", "/promo/nope", "/event/nope", "/news/nope", "/quiz", "/quiz/nope"])(
    "redirects the unknown key %s home",
    (path) => expect(route(path)).toEqual({ kind: "redirect", location: "/" }),
  );

  it("accepts known keys", () => {
    expect(route("/city/palmerston-north")).toEqual({ kind: "rewrite", path: "/nz/city/palmerston-north" });
    expect(route("/how-to/scooter-5")).toEqual({ kind: "rewrite", path: "/nz/how-to/scooter-5" });
    expect(route("/event/flappy")).toEqual({ kind: "rewrite", path: "/nz/event/flappy" });
    expect(route("/news")).toEqual({ kind: "rewrite", path: "/nz/news" });
    expect(route("/news/flamingo-gen-5")).toEqual({ kind: "rewrite", path: "/nz/news/flamingo-gen-5" });
    expect(route("/quiz/cuba")).toEqual({ kind: "rewrite", path: "/nz/quiz/cuba" });
    expect(route("/quiz/cuba/weave")).toEqual({ kind: "rewrite", path: "/nz/quiz/cuba/weave" });
  });

  it("sends an unknown quiz answer back to its question", () => {
    expect(route("/quiz/cuba/maybe")).toEqual({ kind: "redirect", location: "/quiz/cuba" });
  });

  it("serves one shell for open values", () => {
    expect(route("/verify-plan/abc")).toEqual({ kind: "rewrite", path: "/nz/verify-plan" });
    expect(route("/join-plan")).toEqual({ kind: "rewrite", path: "/nz/join-plan" });
    expect(route("/referral/123", "au")).toEqual({ kind: "rewrite", path: "/au/referral" });
  });

  it("serves a city's safety page and sends any other location to the safety page, not a soft 404", () => {
    expect(route("/safety")).toEqual({ kind: "rewrite", path: "/nz/safety" });
    expect(route("/safety/wellington")).toEqual({ kind: "rewrite", path: "/nz/safety/wellington" });
    expect(route("/safety/atlantis")).toEqual({ kind: "redirect", location: "/safety" });
    expect(route("/safety/wellington/extra")).toEqual({ kind: "redirect", location: "/safety" });
  });

  it("leaves public files alone but serves per-market files", () => {
    expect(route("/assets/images/logo.svg")).toEqual({ kind: "pass" });
    expect(route("/robots.txt", "au")).toEqual({ kind: "rewrite", path: "/au/robots.txt" });
    expect(route("/sitemap.xml")).toEqual({ kind: "rewrite", path: "/nz/sitemap-pages.xml" });
    expect(route("/sitemap-pages.xml")).toEqual({ kind: "rewrite", path: "/nz/page-not-found", status: 404 });
    expect(route("/news/rss.xml", "au")).toEqual({ kind: "rewrite", path: "/au/news/rss.xml" });
    expect(route("/manifest.webmanifest")).toEqual({ kind: "rewrite", path: "/nz/manifest.webmanifest" });
  });

  it.each(["/index.html", "/contact.json", "/.env", "/.git/config", "/city/.htaccess", "/wp-login.php", "/about.php", "/icons/nope.png", "/icons/icon.svg/x", "/promo/abc.json"])(
    "gives %s, a file or dotfile that does not exist, the market's not-found page with a 404",
    (path) => {
      expect(route(path)).toEqual({ kind: "rewrite", path: "/nz/page-not-found", status: 404 });
      expect(route(path, "au")).toEqual({ kind: "rewrite", path: "/au/page-not-found", status: 404 });
    },
  );

  it("passes the files that exist: the icons and the public assets", () => {
    expect(route("/icons/icon.svg")).toEqual({ kind: "pass" });
    expect(route("/icons/apple-touch-icon.png")).toEqual({ kind: "pass" });
    expect(route("/icons/brands.svg")).toEqual({ kind: "pass" });
    expect(route("/assets/images/promos/cycles.svg")).toEqual({ kind: "pass" });
  });

  it.each([
    ["/City/Wellington", "/city/wellington"],
    ["/city/WELLINGTON", "/city/wellington"],
    ["/How-To/Scooter", "/how-to/scooter"],
    ["/PROMO/Tauranga", "/promo/tauranga"],
    ["/event/Dunedin", "/event/dunedin"],
    ["/news/Flamingo-Gen-5", "/news/flamingo-gen-5"],
    ["/Quiz/Cuba", "/quiz/cuba"],
    ["/Safety/Wellington", "/safety/wellington"],
    ["/About", "/about"],
  ])("sends %s, a known key typed with capitals, to its lowercase URL for good (308)", (path, location) => {
    expect(route(path)).toEqual({ kind: "redirect", location, status: 308 });
  });

  it("treats a capitalised unknown key as any unknown key, and leaves shell values' case alone", () => {
    expect(route("/City/Gotham")).toEqual({ kind: "redirect", location: "/" });
    expect(route("/Nowhere")).toEqual({ kind: "rewrite", path: "/nz/page-not-found", status: 404 });
    expect(route("/referral/AbC-123")).toEqual({ kind: "rewrite", path: "/nz/referral" });
    expect(route("/Referral/AbC")).toEqual({ kind: "rewrite", path: "/nz/page-not-found", status: 404 });
    expect(route("/app-info/Go-Pass")).toEqual({ kind: "rewrite", path: "/nz/app-info" });
  });

  it("serves share images from the market, so their URLs never show the internal prefix", () => {
    expect(route("/og/home.png")).toEqual({ kind: "rewrite", path: "/nz/og/home.png" });
    expect(route("/og/city/wellington.png", "au")).toEqual({ kind: "rewrite", path: "/au/og/city/wellington.png" });
    expect(route("/nz/og/home.png")).toEqual({ kind: "rewrite", path: "/nz/page-not-found", status: 404 });
    expect(route("/au/sitemap.xml")).toEqual({ kind: "rewrite", path: "/nz/page-not-found", status: 404 });
    expect(route("/icons/icon-192.png")).toEqual({ kind: "pass" });
  });

  it.each(["/app-info/a/b", "/referral/a/b", "/foo/app-info", "/foo/referral/x", "/about/app-info", "/safety/app-info", "/nz/app-info", "/app-information", "/x/referrals"])(
    "sends %s, a path holding /app-info or /referral, to the not-found page without chrome",
    (path) => expect(route(path)).toEqual({ kind: "rewrite", path: "/nz/in-app-not-found", status: 404 }),
  );

  it("keeps unknown keys redirecting home even when they spell app-info", () => {
    expect(route("/city/app-info")).toEqual({ kind: "redirect", location: "/" });
  });

  it.each([
    ["/verify-plan/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln", "/nz/verify-plan"],
    ["/join-plan/Go_Pass", "/nz/join-plan"],
    ["/join-plan/wcc.staff", "/nz/join-plan"],
    ["/app-info/go_pass", "/nz/app-info"],
    ["/app-info/go.pass", "/nz/app-info"],
    ["/referral/rider-12345.v2", "/nz/referral"],
  ])("serves the shell for %s whatever the value's format, dots included", (path, shell) => {
    expect(route(path)).toEqual({ kind: "rewrite", path: shell });
  });
});
