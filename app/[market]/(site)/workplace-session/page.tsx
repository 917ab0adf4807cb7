import type { Metadata } from "next";
import { FormPage } from "@/components/forms/FormPage";
import styles from "@/components/forms/FormPage.module.css";
import { WorkplaceSessionForm } from "@/components/forms/WorkplaceSessionForm";
import { site } from "@/lib/content";
import { marketOf, type MarketParams } from "@/lib/params";
import { pageMetadata } from "@/lib/seo/metadata";

const LEAD = `Bring a free ${site.product} training session to your workplace. Our team shows your people how to ride scooters and e-bikes safely and confidently, from the first scan to a tidy park.`;

export async function generateMetadata({ params }: { params: Promise<MarketParams> }): Promise<Metadata> {
  return pageMetadata({ market: marketOf(await params), path: "/workplace-session", title: "Workplace Training", description: LEAD });
}

export default function WorkplaceSessionPage() {
  return (
    <FormPage
      hero={{
        eyebrow: "Workplace training",
        title: "Free training for your team",
        lead: LEAD,
        image: { src: "/assets/images/workplace.svg", alt: "A group of colleagues in helmets standing beside Flamingo scooters and e-bikes" },
      }}
      heading="Request a session"
      note="Tell us about your team and when suits you. Every field is needed."
      aside={
        <div className={styles.side}>
          <h2>How it works</h2>
          <ol className={styles.steps}>
            <li>
              <p>
                <strong>Pick a date</strong>
                Choose a weekday from Tuesday to Friday, at least a week and a day from now.
              </p>
            </li>
            <li>
              <p>
                <strong>We confirm</strong>
                We&apos;ll get back to you within 1 business day to lock in the details.
              </p>
            </li>
            <li>
              <p>
                <strong>We come to you</strong>
                Our trainers bring the vehicles and helmets; your team brings the questions.
              </p>
            </li>
          </ol>
        </div>
      }
    >
      <WorkplaceSessionForm />
    </FormPage>
  );
}
