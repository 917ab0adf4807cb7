import type { Metadata } from "next";
import { ContactForm } from "@/components/forms/ContactForm";
import { FormPage } from "@/components/forms/FormPage";
import { RegistrationHelp } from "@/components/report/RegistrationHelp";
import { ReportAside } from "@/components/report/ReportAside";
import { getMarket } from "@/lib/content";
import { marketOf, type MarketParams } from "@/lib/params";
import { pageMetadata } from "@/lib/seo/metadata";

const LEAD = "Seen a Flamingo scooter or bike parked in the way, knocked over or damaged? Tell us where it is and its number. No account needed.";

export async function generateMetadata({ params }: { params: Promise<MarketParams> }): Promise<Metadata> {
  return pageMetadata({ market: marketOf(await params), path: "/report", title: "Report a scooter or bike", description: LEAD });
}

/** /contact's enquiry with a vehicle report chosen, for a phone held in one hand on the footpath. */
export default async function ReportPage({ params }: { params: Promise<MarketParams> }) {
  const { contact } = getMarket(marketOf(await params));
  return (
    <FormPage
      hero={{ eyebrow: "Report", title: "Report a scooter or bike", lead: LEAD }}
      heading="Tell us what you found"
      note="We reply to every report within 24 hours."
      aside={<ReportAside contact={contact} />}
      urgent={
        <p>
          Rather talk? Call <a href={contact.phoneHref}>{contact.phoneLabel}</a>
        </p>
      }
    >
      <ContactForm phoneLabel={contact.phoneLabel} phoneHref={contact.phoneHref} report={{ registrationHelp: <RegistrationHelp /> }} />
    </FormPage>
  );
}
