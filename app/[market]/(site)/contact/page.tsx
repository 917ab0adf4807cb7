import type { Metadata } from "next";
import { ContactForm } from "@/components/forms/ContactForm";
import { FormHero } from "@/components/forms/FormHero";
import { QuickContact } from "@/components/forms/QuickContact";
import styles from "@/components/forms/FormPage.module.css";
import { getMarket, site } from "@/lib/content";
import { marketOf, type MarketParams } from "@/lib/params";
import { pageMetadata } from "@/lib/seo/metadata";

const LEAD = "Questions about a ride, a scooter parked in the wrong place, or a story for the newsroom: send us a note and a real person will get back to you.";

export async function generateMetadata({ params }: { params: Promise<MarketParams> }): Promise<Metadata> {
  return pageMetadata({ market: marketOf(await params), path: "/contact", title: "Contact", description: LEAD });
}

export default async function ContactPage({ params }: { params: Promise<MarketParams> }) {
  const { contact } = getMarket(marketOf(await params));
  return (
    <>
      <FormHero
        eyebrow="Contact"
        title="Get in touch"
        lead={LEAD}
        image={{ src: "/assets/images/contact.svg", alt: "A Flamingo support person in a headset at a desk, beside chat bubbles, an envelope and a phone" }}
      />
      <section className="section">
        <div className={`container ${styles.layout}`}>
          <div className={styles.card}>
            <h2 className={styles.heading}>Send us a message</h2>
            <p className="muted">We reply to every message within 24 hours.</p>
            <ContactForm product={site.product} phoneLabel={contact.phoneLabel} phoneHref={contact.phoneHref} />
          </div>
          <QuickContact contact={contact} />
        </div>
      </section>
    </>
  );
}
