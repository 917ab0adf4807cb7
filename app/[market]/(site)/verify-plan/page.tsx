import type { Metadata } from "next";
import { FormHero } from "@/components/forms/FormHero";
import styles from "@/components/forms/FormPage.module.css";
import { VerifyPlan } from "@/components/forms/VerifyPlan";
import { site } from "@/lib/content";
import { marketOf, type MarketParams } from "@/lib/params";
import { pageMetadata } from "@/lib/seo/metadata";

/** One static shell for every emailed /verify-plan/{token} link; the browser reads the token and spends it. */
export async function generateMetadata({ params }: { params: Promise<MarketParams> }): Promise<Metadata> {
  return pageMetadata({
    market: marketOf(await params),
    path: "/verify-plan",
    title: "Verify Your Email",
    description: `Confirm your work email to switch on your workplace's ${site.product} plan.`,
    noindex: true,
  });
}

export default function VerifyPlanPage() {
  return (
    <>
      <FormHero eyebrow="Workplace plan" title="Verify your email" lead={`One tap and your workplace plan is ready in the ${site.product} app.`} />
      <div className="section">
        <div className={`container ${styles.narrow}`}>
          <div className={styles.card}>
            <VerifyPlan product={site.product} />
          </div>
        </div>
      </div>
    </>
  );
}
