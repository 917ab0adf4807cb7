import type { Metadata } from "next";
import { DownloadRedirect } from "@/components/download/DownloadRedirect";
import { StoreBadges } from "@/components/download/StoreBadges";
import { site } from "@/lib/content";
import { downloadLinks } from "@/lib/content/markets";
import { downloadSentence } from "@/lib/copy";
import { marketOf, type MarketParams } from "@/lib/params";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: { params: Promise<MarketParams> }): Promise<Metadata> {
  return pageMetadata({ market: marketOf(await params), path: "/download", title: "Download", description: downloadSentence(site.product), noindex: true });
}

export default async function DownloadPage({ params }: { params: Promise<MarketParams> }) {
  const market = marketOf(await params);
  return (
    <section className="section">
      <div className="container narrow" style={{ textAlign: "center" }}>
        <DownloadRedirect links={downloadLinks(market)} />
        <div className="spinner" role="presentation" />
        <h1>Opening your app store…</h1>
        <p className="lead">If nothing happens, choose your store below.</p>
        <StoreBadges market={market} className="center" />
      </div>
    </section>
  );
}
