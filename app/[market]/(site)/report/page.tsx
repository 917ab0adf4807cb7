import type { Metadata } from "next";
import { RegistrationHelp } from "@/components/report/RegistrationHelp";
import { ReportAside } from "@/components/report/ReportAside";
import { ReportForm } from "@/components/report/ReportForm";
import { ReportPage as ReportLayout } from "@/components/report/ReportPage";
import { getCities, getMarket } from "@/lib/content";
import { marketOf, type MarketParams } from "@/lib/params";
import { pageMetadata } from "@/lib/seo/metadata";

const LEAD = "Seen a Flamingo scooter or bike parked in the way, knocked over or damaged? Tell us where it is and its number. No account needed.";

export async function generateMetadata({ params }: { params: Promise<MarketParams> }): Promise<Metadata> {
  return pageMetadata({ market: marketOf(await params), path: "/report", title: "Report a scooter or bike", description: LEAD });
}

/** The spec's contact enquiry with a vehicle report chosen, for a phone held in one hand on the footpath. */
export default async function ReportPage({ params }: { params: Promise<MarketParams> }) {
  const { contact } = getMarket(marketOf(await params));
  const places = Object.values(getCities()).flatMap((city) => city.places);
  return (
    <ReportLayout title="Report a scooter or bike" lead="Where it is, its number and what happened. No account needed." aside={<ReportAside contact={contact} />}>
      <ReportForm places={places} registrationHelp={<RegistrationHelp />} />
    </ReportLayout>
  );
}
