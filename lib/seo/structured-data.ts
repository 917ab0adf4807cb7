import type {
  BreadcrumbList, JobPosting, MobileApplication, NewsArticle, Organization, Service, Thing, WithContext,
} from "schema-dts";
import { JOB_DETAILS_HEADING_SHIFT } from "@/lib/careers";
import { getMarket, site } from "@/lib/content/markets";
import { siteMarkdownHtml } from "@/lib/markdown/site-tree";
import type { MarketKey } from "@/lib/market";
import { iconUrl } from "./icons";
import { marketUrl } from "./metadata";
import { ogImagePath } from "./og";

const CONTEXT = "https://schema.org" as const;

/** ISO country and currency of a market, from its locale (en-NZ → NZ, NZD). */
export function marketRegion(market: MarketKey): { country: string; currency: string } {
  const country = getMarket(market).locale.split("-")[1] ?? "NZ";
  return { country, currency: country === "AU" ? "AUD" : "NZD" };
}

/**
 * The operator as other blocks name it: enough to stand alone, with the @id the site-wide block carries. The logo
 * is an ImageObject with a url, which a NewsArticle's publisher must have (a bare URL fails the validators).
 */
function organizationRef(market: MarketKey) {
  return {
    "@type": "Organization" as const,
    "@id": `${marketUrl(market, "/")}#organization`,
    name: site.product,
    url: marketUrl(market, "/"),
    logo: { "@type": "ImageObject" as const, url: marketUrl(market, iconUrl("icon-512.png")), width: "512", height: "512" },
  };
}

/** The operator, with this market's support line and mailbox and the brand's social profiles. */
export function organization(market: MarketKey): WithContext<Organization> {
  const { contact } = getMarket(market);
  return {
    "@context": CONTEXT,
    ...organizationRef(market),
    legalName: site.company,
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer support",
      telephone: contact.phoneInternational,
      email: contact.email,
      areaServed: marketRegion(market).country,
      availableLanguage: "English",
    },
    sameAs: Object.values(site.social),
  };
}

export type ArticleInput = { id: string; title: string; summary: string; date: string };

/** A news article, with the share card as its image and the operator as author and publisher. */
export function newsArticle(market: MarketKey, article: ArticleInput): WithContext<NewsArticle> {
  const path = `/news/${article.id}`;
  return {
    "@context": CONTEXT,
    "@type": "NewsArticle",
    headline: article.title,
    description: article.summary,
    datePublished: article.date,
    image: [marketUrl(market, ogImagePath(path))],
    url: marketUrl(market, path),
    mainEntityOfPage: marketUrl(market, path),
    author: organizationRef(market),
    publisher: organizationRef(market),
  };
}

export type JobInput = {
  id: string;
  /** The job's fragment id on /careers, when it differs from the id. */
  anchor?: string;
  title: string;
  /** Markdown, as the careers feed carries it. */
  details: string;
  datePosted?: string;
  location?: string;
  employmentType?: string;
  validThrough?: string;
};

/**
 * One opening on /careers. Search engines need a posting date and a place, and inventing either would
 * mislead job seekers, so an opening without them gets no structured data (null).
 */
export function jobPosting(market: MarketKey, job: JobInput): WithContext<JobPosting> | null {
  if (!job.datePosted || !job.location) return null;
  return {
    "@context": CONTEXT,
    "@type": "JobPosting",
    title: job.title,
    // The same parse and rules as the page shows the details (components/careers/JobListing.tsx).
    description: siteMarkdownHtml(job.details, { headingShift: JOB_DETAILS_HEADING_SHIFT }),
    datePosted: job.datePosted,
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    ...(job.employmentType ? { employmentType: job.employmentType } : {}),
    identifier: { "@type": "PropertyValue", name: site.company, value: job.id },
    url: marketUrl(market, `/careers#${job.anchor ?? job.id}`),
    hiringOrganization: organizationRef(market),
    // Every opening is at one of the New Zealand depots, whichever market's site lists it.
    jobLocation: {
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: job.location, addressCountry: "NZ" },
    },
  };
}

export type LatLng = { latitude: number; longitude: number };

/**
 * schema.org's GeoShape polygon: "lat lng" pairs separated by spaces, first and last point identical (closed
 * here when the service area is not), at least four points.
 */
export function geoPolygon(points: readonly LatLng[]): string {
  if (points.length < 3) throw new Error("A service area needs at least three points");
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const closed = first.latitude === last.latitude && first.longitude === last.longitude ? points : [...points, first];
  return closed.map((p) => `${p.latitude} ${p.longitude}`).join(" ");
}

/** The share service in one city, served within the polygon the city page's map draws. */
export function cityService(market: MarketKey, city: { key: string; name: string }, serviceArea: readonly LatLng[]): WithContext<Service> {
  return {
    "@context": CONTEXT,
    "@type": "Service",
    name: `${site.product} e-scooter and e-bike share in ${city.name}`,
    serviceType: "E-scooter and e-bike share",
    url: marketUrl(market, `/city/${city.key}`),
    provider: organizationRef(market),
    areaServed: { "@type": "GeoShape", name: `${city.name} service area`, polygon: geoPolygon(serviceArea) },
  };
}

export type Crumb = { name: string; path: string };

/** Home, then each level down to the page itself, with absolute URLs on the market's host. */
export function breadcrumbList(market: MarketKey, trail: readonly Crumb[]): WithContext<BreadcrumbList> {
  const crumbs = [{ name: "Home", path: "/" }, ...trail];
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: marketUrl(market, crumb.path),
    })),
  };
}

/** The rider app, free from both stores. */
export function mobileApplication(market: MarketKey): WithContext<MobileApplication> {
  return {
    "@context": CONTEXT,
    "@type": "MobileApplication",
    name: site.product,
    operatingSystem: "iOS, Android",
    applicationCategory: "TravelApplication",
    url: marketUrl(market, "/ride"),
    downloadUrl: [getMarket(market).appStoreUrl, site.playStoreUrl],
    offers: { "@type": "Offer", price: 0, priceCurrency: marketRegion(market).currency },
    publisher: organizationRef(market),
  };
}

/** JSON for a <script> element: "<" is escaped so no content can close the script or open a comment. */
export function jsonLdString(data: WithContext<Thing>): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
