import {
  breadcrumbList, cityService, geoPolygon, jobPosting, jsonLdString, marketRegion, mobileApplication, newsArticle, organization,
} from "./structured-data";

jest.mock("server-only", () => ({}));

describe("organization", () => {
  it("carries the market's site, contact point and the social profiles", () => {
    const org = organization("au");
    expect(org).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Flamingo",
      legalName: "Flamingo Scooters Limited",
      url: "https://flamingoscooters.com.au/",
      logo: { "@type": "ImageObject", url: "https://flamingoscooters.com.au/icons/icon-512.png" },
      contactPoint: { "@type": "ContactPoint", telephone: "+611800352646", email: "hello@flamingoscooters.com.au", areaServed: "AU" },
    });
    expect(org).toMatchObject({ sameAs: expect.arrayContaining(["https://www.facebook.com/flamingoscooters", "https://www.instagram.com/flamingoscooters"]) });
    expect(organization("nz")).toMatchObject({ url: "https://flamingoscooters.co.nz/", contactPoint: { telephone: "+6480035264646", areaServed: "NZ" } });
  });
});

describe("newsArticle", () => {
  it("has headline, date, image and the operator as author and publisher", () => {
    const article = newsArticle("nz", { id: "flamingo-gen-5", title: "Meet Gen 5", summary: "A new scooter.", date: "2025-04-14" });
    expect(article).toMatchObject({
      "@type": "NewsArticle",
      headline: "Meet Gen 5",
      datePublished: "2025-04-14",
      image: ["https://flamingoscooters.co.nz/og/news/flamingo-gen-5.png"],
      url: "https://flamingoscooters.co.nz/news/flamingo-gen-5",
      author: { "@type": "Organization", name: "Flamingo" },
      publisher: { "@type": "Organization", name: "Flamingo", logo: { "@type": "ImageObject", url: "https://flamingoscooters.co.nz/icons/icon-512.png" } },
    });
  });
});

describe("jobPosting", () => {
  const job = { id: "mechanic", title: "Fleet Mechanic", details: "## Role\n\nFix **scooters**.\n\n- Brakes\n- Tyres", datePosted: "2026-10-20", location: "Dunedin", employmentType: "FULL_TIME" };

  it("has the fields search engines require, the details as HTML", () => {
    expect(jobPosting("au", { ...job, validThrough: "2026-12-01" })).toMatchObject({
      "@type": "JobPosting",
      title: "Fleet Mechanic",
      // As the page shows it: the details' ## under the opening's h3 is an h4 (lib/markdown/site-tree.test.tsx).
      description: "<h4>Role</h4>\n<p>Fix <strong>scooters</strong>.</p>\n<ul>\n<li>Brakes</li>\n<li>Tyres</li>\n</ul>",
      datePosted: "2026-10-20",
      validThrough: "2026-12-01",
      employmentType: "FULL_TIME",
      hiringOrganization: { "@type": "Organization", name: "Flamingo" },
      jobLocation: { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: "Dunedin", addressCountry: "NZ" } },
      url: "https://flamingoscooters.com.au/careers#mechanic",
    });
  });

  it("leaves optional fields out rather than inventing them, and skips openings without date or place", () => {
    const posting = jobPosting("nz", { ...job, employmentType: undefined });
    expect(posting).not.toHaveProperty("employmentType");
    expect(posting).not.toHaveProperty("validThrough");
    expect(jobPosting("nz", { ...job, anchor: "job-mechanic" })).toMatchObject({ url: "https://flamingoscooters.co.nz/careers#job-mechanic" });
    expect(jobPosting("nz", { ...job, datePosted: undefined })).toBeNull();
    expect(jobPosting("nz", { ...job, location: undefined })).toBeNull();
  });
});

describe("cityService and geoPolygon", () => {
  const area = [
    { latitude: -41.1, longitude: 174.1 },
    { latitude: -41.2, longitude: 174.2 },
    { latitude: -41.3, longitude: 174.1 },
  ];

  it("closes the polygon as schema.org requires", () => {
    expect(geoPolygon(area)).toBe("-41.1 174.1 -41.2 174.2 -41.3 174.1 -41.1 174.1");
    expect(geoPolygon([...area, area[0]!])).toBe("-41.1 174.1 -41.2 174.2 -41.3 174.1 -41.1 174.1");
    expect(() => geoPolygon(area.slice(0, 2))).toThrow(/three points/);
  });

  it("serves the city within its service-area polygon", () => {
    expect(cityService("nz", { key: "wellington", name: "Wellington" }, area)).toMatchObject({
      "@type": "Service",
      url: "https://flamingoscooters.co.nz/city/wellington",
      provider: { "@type": "Organization", name: "Flamingo" },
      areaServed: { "@type": "GeoShape", polygon: "-41.1 174.1 -41.2 174.2 -41.3 174.1 -41.1 174.1" },
    });
  });
});

describe("breadcrumbList", () => {
  it("starts at home and numbers each level with absolute URLs", () => {
    const list = breadcrumbList("au", [{ name: "Cities", path: "/cities" }, { name: "Wellington", path: "/city/wellington" }]);
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://flamingoscooters.com.au/" },
      { "@type": "ListItem", position: 2, name: "Cities", item: "https://flamingoscooters.com.au/cities" },
      { "@type": "ListItem", position: 3, name: "Wellington", item: "https://flamingoscooters.com.au/city/wellington" },
    ]);
  });
});

describe("mobileApplication", () => {
  it("is free in the market's currency, with both store links", () => {
    expect(mobileApplication("au")).toMatchObject({
      "@type": "MobileApplication",
      name: "Flamingo",
      operatingSystem: "iOS, Android",
      applicationCategory: "TravelApplication",
      offers: { "@type": "Offer", price: 0, priceCurrency: "AUD" },
    });
    expect(mobileApplication("nz")).toMatchObject({ downloadUrl: ["https://apps.apple.com/nz/app/flamingo-scooters/id1446388017", "https://play.google.com/store/apps/details?id=com.flamingoscooters.android"] });
    expect(marketRegion("nz")).toEqual({ country: "NZ", currency: "NZD" });
  });
});

describe("jsonLdString", () => {
  it("escapes < so content cannot close the script element, and still parses to the same data", () => {
    const data = { "@context": "https://schema.org" as const, "@type": "Thing" as const, name: "</script><script>alert(1)</script><!--" };
    const json = jsonLdString(data);
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual(data);
  });
});
