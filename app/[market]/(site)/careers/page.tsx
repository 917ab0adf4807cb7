import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Openings } from "@/components/careers/Openings";
import { PageHero } from "@/components/layout/PageHero";
import { JsonLd } from "@/components/seo/JsonLd";
import { careersView } from "@/lib/careers";
import { getMarket } from "@/lib/content";
import { getCareersPage } from "@/lib/content/careers";
import { facade } from "@/lib/facade/server";
import { marketOf, type MarketParams } from "@/lib/params";
import { pageMetadata } from "@/lib/seo/metadata";
import { jobPosting } from "@/lib/seo/structured-data";

/** Openings come from the facade's career call; an hour-old list is fine, and a refresh never blocks a visitor. */
export const revalidate = 3600;

export async function generateMetadata({ params }: { params: Promise<MarketParams> }): Promise<Metadata> {
  return pageMetadata({ market: marketOf(await params), path: "/careers", title: "Careers", description: getCareersPage().summary });
}

export default async function CareersPage({ params }: { params: Promise<MarketParams> }) {
  const market = marketOf(await params);
  const { careersEmail } = getMarket(market).contact;
  const view = careersView(await facade().careers().catch(() => null), careersEmail);
  if (view.kind === "redirect") redirect(view.location);
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
      />
    </>
  );
}
