import type { ReactNode } from "react";
import { Footer } from "@/components/layout/Footer";
import { Header } from "@/components/layout/Header";
import { JsonLd } from "@/components/seo/JsonLd";
import { marketOf, type MarketParams } from "@/lib/params";
import { organization } from "@/lib/seo/structured-data";

export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<MarketParams> }) {
  const market = marketOf(await params);
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header market={market} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer market={market} />
      <JsonLd data={organization(market)} />
    </>
  );
}
