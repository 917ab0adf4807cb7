import type { Metadata } from "next";
import { ContactForm } from "@/components/forms/ContactForm";
import { FormPage } from "@/components/forms/FormPage";
import { QuickContact } from "@/components/forms/QuickContact";
import { getMarket } from "@/lib/content";
import { marketOf, type MarketParams } from "@/lib/params";
import { pageMetadata } from "@/lib/seo/metadata";

const LEAD = "Questions about a ride, a scooter parked in the wrong place, or a story for the newsroom: send us a note and a real person will get back to you.";

export async function generateMetadata({ params }: { params: Promise<MarketParams> }): Promise<Metadata> {
  return pageMetadata({ market: marketOf(await params), path: "/contact", title: "Contact", description: LEAD });
}

export default async function ContactPage({ params }: { params: Promise<MarketParams> }) {
  const { contact } = getMarket(marketOf(await params));
  return (
    <FormPage
      hero={{
        eyebrow: "Contact",
        title: "Get in touch",
        lead: LEAD,
        image: { src: "/assets/images/contact.svg", alt: "A Flamingo support person in a headset at a desk, beside chat bubbles, an envelope and a phone" },
      }}
      heading="Send us a message"
      note={
        <>
          We reply to every message within 24 hours. Seen a scooter or bike parked in the way or damaged?{" "}
          <a href="/report">Report a scooter or bike</a> from your phone, with its location filled in for you.
        </>
      }
      aside={<QuickContact contact={contact} />}
      urgent={
        <p>
          Stuck mid-ride? Call <a href={contact.phoneHref}>{contact.phoneLabel}</a>
        </p>
      }
    >
      <ContactForm phoneLabel={contact.phoneLabel} phoneHref={contact.phoneHref} />
    </FormPage>
  );
}
