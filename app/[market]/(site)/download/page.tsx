import type { Metadata } from "next";
import { DownloadRedirect } from "@/components/download/DownloadRedirect";
import { StoreBadges } from "@/components/download/StoreBadges";
import { site } from "@/lib/content";
import { downloadSentence } from "@/lib/copy";
import { marketOf, type MarketParams } from "@/lib/params";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: { params: Promise<MarketParams> }): Promise<Metadata> {
  return pageMetadata({ market: marketOf(await params), path: "/download", title: "Download", description: downloadSentence(site.product), noindex: true });
}

export default function DownloadPage() {
  return (
    <section className="section">
      <div className="container narrow" style={{ textAlign: "center" }}>
        <DownloadRedirect links={site} />
        <div className="spinner" role="presentation" />
        <h1>Opening your app store…</h1>
        <p className="lead">If nothing happens, choose your store below.</p>
        <StoreBadges className="center" />
      </div>
    </section>
  );
}
