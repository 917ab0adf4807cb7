import type { Metadata } from "next";
import { JoinPlan } from "@/components/forms/JoinPlan";
import { site } from "@/lib/content";
import { marketOf, type MarketParams } from "@/lib/params";
import { pageMetadata } from "@/lib/seo/metadata";

const TITLE = "Join Your Workplace Plan";

/** One static shell for every /join-plan/{plan}: the proxy rewrites here and the browser reads the plan key. */
export async function generateMetadata({ params }: { params: Promise<MarketParams> }): Promise<Metadata> {
  return pageMetadata({
    market: marketOf(await params),
    path: "/join-plan",
    title: TITLE,
    description: `Verify your work email to switch on your workplace's ${site.product} plan.`,
    noindex: true,
    titleFromPage: true,
  });
}

export default function JoinPlanPage() {
  return <JoinPlan product={site.product} generalTitle={TITLE} />;
}
