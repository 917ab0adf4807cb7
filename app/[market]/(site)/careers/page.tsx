import type { Metadata } from "next";
import { Openings } from "@/components/careers/Openings";
import { PageHero } from "@/components/layout/PageHero";
import { JsonLd } from "@/components/seo/JsonLd";
import { careersView } from "@/lib/careers";
import { getMarket } from "@/lib/content";
import { getCareersPage } from "@/lib/content/careers";
import { sectionData } from "@/lib/facade/section";
import { facade } from "@/lib/facade/server";
import { marketOf, type MarketParams } from "@/lib/params";
import { pageMetadata } from "@/lib/seo/metadata";
import { jobPosting } from "@/lib/seo/structured-data";

/**
 * Openings come from the facade's career call; an hour-old list is fine, and a refresh never blocks a visitor.
 * A failed call while building gives the page without openings (a note with the mailbox); a failed refresh
 * keeps the last good page. Never a redirect, which would be cached for the hour.
 */
export const revalidate = 3600;

export async function generateMetadata({ params }: { params: Promise<MarketParams> }): Promise<Metadata> {
  return pageMetadata({ market: marketOf(await params), path: "/careers", title: "Careers", description: getCareersPage().summary });
}

export default async function CareersPage({ params }: { params: Promise<MarketParams> }) {
  const market = marketOf(await params);
  const { careersEmail } = getMarket(market).contact;
  const view = careersView(await sectionData(facade().careers()), careersEmail);
  const page = getCareersPage();
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title="Careers" lead={page.intro} art={{ src: "/assets/images/careers.svg", alt: "" }} />
      {view.kind === "list" ? view.jobs.map((job) => <JsonLd key={job.id} data={jobPosting(market, job)} />) : null}
      <Openings
        jobs={view.kind === "list" ? view.jobs : []}
        intro={page.openingsIntro}
        emptyFollowUp={page.emptyFollowUp}
        careersEmail={careersEmail}
        unavailableNote={view.kind === "unavailable" ? page.unavailableNote : undefined}
      />
    </>
  );
}
